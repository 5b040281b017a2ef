import { useEffect, useRef } from 'react';
import { Link, type RemoteName } from '@wellness/shared/contract';
import { Button, buttonClassName } from '@wellness/shared/ui';
import { useShellT } from '../../messages';
import styles from './RemoteArea.module.css';

const AREA_KEY = { marketing: 'area.marketing', catalog: 'area.catalog', dashboards: 'area.dashboards' } as const satisfies Record<RemoteName, string>;

function useFocusOnMount() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

export function RemoteUnavailable({ remote, onRetry }: { remote: RemoteName; onRetry: () => void }) {
  const heading = useFocusOnMount();
  const { t } = useShellT();
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="remote-unavailable-title" data-remote-error={remote}>
      <h1 id="remote-unavailable-title" ref={heading} tabIndex={-1}>
        {t('area.unavailable', { area: t(AREA_KEY[remote]) })}
      </h1>
      <p>{t('area.unavailableText')}</p>
      <Button className={styles.retry} onClick={onRetry}>
        {t('area.retry')}
      </Button>
    </section>
  );
}

/** A remote that cannot run on this version of the page (its contract is newer than the shell's): trying again would not help, waiting will. */
export function AreaUpdating({ remote }: { remote: RemoteName }) {
  const heading = useFocusOnMount();
  const { t } = useShellT();
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="area-updating-title" data-remote-updating={remote}>
      <h1 id="area-updating-title" ref={heading} tabIndex={-1}>
        {t('area.updating', { area: t(AREA_KEY[remote]) })}
      </h1>
      <p>{t('area.updatingText')}</p>
      <Link className={buttonClassName('secondary', 'md', { className: styles.retry })} to="/">
        {t('area.home')}
      </Link>
    </section>
  );
}
