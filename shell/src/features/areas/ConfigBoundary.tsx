import { Component, type ReactNode } from 'react';
import { FirstViewEnd } from '@wellness/shared/contract';
import { Button } from '@wellness/shared/ui';
import { useShellT } from '../../messages';
import styles from './RemoteArea.module.css';

function ConfigFailed() {
  const { t } = useShellT();
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="config-failed-title">
      <FirstViewEnd />
      <h1 id="config-failed-title">{t('area.configTitle')}</h1>
      <p>{t('area.configText')}</p>
      <Button className={styles.retry} onClick={() => window.location.reload()}>
        {t('area.retry')}
      </Button>
    </section>
  );
}

/**
 * The site's /config.json could not be read or is not usable: the header still works, and the areas say so plainly
 * instead of guessing where the remotes are.
 */
export class ConfigBoundary extends Component<{ children: ReactNode; quiet?: boolean }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return <ConfigFailed />;
  }
}
