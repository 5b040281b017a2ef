import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import styles from './ErrorPage.module.css';

/** SPEC §8 render error page. */
export function ErrorPage() {
  return (
    <div className={styles.page} role="alert">
      <h1>Something went wrong</h1>
      <p>We apologize for the inconvenience. Please try refreshing the page.</p>
      <button type="button" className={styles.refresh} onClick={() => window.location.reload()}>
        Refresh Page
      </button>
    </div>
  );
}

export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => console.error('[shell] render error:', error), [error]);
  return <ErrorPage />;
}
