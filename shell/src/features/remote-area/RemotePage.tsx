import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@wellness/shared';
import { lazyRemotePage } from './remoteModuleCache';
import { RemoteBoundary } from './RemoteBoundary';
import styles from './RemoteArea.module.css';

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

export function AreaLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      Loading…
    </div>
  );
}

/** Renders one exposed page of a remote, isolated: its failure shows a retry here and nowhere else. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const Page = lazyRemotePage(remote, module);
  return (
    <RemoteBoundary key={`${pathname}#${attempt}`} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<AreaLoading />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one cached lazy component per module: its identity is stable across renders */}
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}
