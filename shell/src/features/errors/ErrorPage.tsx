import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@wellness/shared/ui';
import { useShellT } from '../../messages';
import styles from './ErrorPage.module.css';

/** The page shown when the site fails to render: the product's error text and a refresh. */
function ErrorPage() {
  const { t } = useShellT();
  return (
    <div className={styles.page} role="alert">
      <h1>{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <Button className={styles.refresh} onClick={() => window.location.reload()}>
        {t('error.refresh')}
      </Button>
    </div>
  );
}

/** Catches a render error of the shell itself (a remote's stays in its area) and shows the error page. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] render error:', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <ErrorPage /> : this.props.children;
  }
}
