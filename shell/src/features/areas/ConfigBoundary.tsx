import { Component, type ReactNode } from 'react';
import { FirstViewEnd } from '@wellness/shared/contract';
import { Button } from '@wellness/shared/ui';
import styles from './RemoteArea.module.css';

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
    return (
      <section className={styles.unavailable} role="alert" aria-labelledby="config-failed-title">
        <FirstViewEnd />
        <h1 id="config-failed-title">The site could not start</h1>
        <p>Its settings did not load. Please try again in a moment.</p>
        <Button className={styles.retry} onClick={() => window.location.reload()}>
          Try again
        </Button>
      </section>
    );
  }
}
