import { useEffect, useRef } from 'react';
import type { RemoteName } from '@wellness/shared/contract';
import { Button } from '@wellness/shared/ui';
import styles from './RemoteArea.module.css';

const AREA_LABEL: Record<RemoteName, string> = {
  marketing: 'This page',
  catalog: 'The programme catalogue',
  dashboards: 'Your dashboard',
};

export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="remote-unavailable-title" data-remote-error={remote}>
      <h1 id="remote-unavailable-title" ref={heading} tabIndex={-1}>
        {AREA_LABEL[remote]} is not available right now
      </h1>
      <p>We could not load this part of the site. Everything else keeps working, and you can try again in a moment.</p>
      <Button className={styles.retry} onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
