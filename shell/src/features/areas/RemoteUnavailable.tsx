import { useEffect, useRef } from 'react';
import { Link, type RemoteName } from '@wellness/shared/contract';
import { Button, buttonClassName } from '@wellness/shared/ui';
import styles from './RemoteArea.module.css';

const AREA_LABEL: Record<RemoteName, string> = {
  marketing: 'This page',
  catalog: 'The programme catalogue',
  dashboards: 'Your dashboard',
};

function useFocusOnMount() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const heading = useFocusOnMount();
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

/** A remote that cannot run on this version of the page (its contract is newer than the shell's): trying again would not help, waiting will. */
export function AreaUpdating({ remote }: { remote: RemoteName }) {
  const heading = useFocusOnMount();
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="area-updating-title" data-remote-updating={remote}>
      <h1 id="area-updating-title" ref={heading} tabIndex={-1}>
        {AREA_LABEL[remote]} is being updated
      </h1>
      <p>A new version of this part of the site is on its way. Please come back in a few minutes; everything else keeps working.</p>
      <Link className={buttonClassName('secondary', 'md', { className: styles.retry })} to="/">
        Go to the home page
      </Link>
    </section>
  );
}
