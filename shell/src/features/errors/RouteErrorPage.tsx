import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button } from '@wellness/shared';
import styles from './ErrorPage.module.css';

/** SPEC §8 render error page. */
export function ErrorPage() {
  return (
    <div className={styles.page} role="alert">
      <h1>Something went wrong</h1>
      <p>We apologize for the inconvenience. Please try refreshing the page.</p>
      <Button className={styles.refresh} onClick={() => window.location.reload()}>
        Refresh Page
      </Button>
    </div>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('[shell] render error:', error), [error]);
  return <ErrorPage />;
}
