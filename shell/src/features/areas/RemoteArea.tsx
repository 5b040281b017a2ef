import { Suspense, use, useRef, useState, type ComponentType } from 'react';
import { FederationError, isNewReleaseLive, loadedRelease, wasPreloaded } from '@wellness/federation/runtime';
import { FirstViewEnd, FirstViewFallback, selectApiBaseUrl, useAppSelector, useAppStore, type AppStore, type AreaModule, type RemoteName } from '@wellness/shared/contract';
import { LoadingText } from '@wellness/shared/ui';
import { AreaRendered } from '../../lib/areaRendered';
import { loadAreaModule } from './federation';
import { RemoteBoundary } from './RemoteBoundary';
import { describeFailure, reportAreaFailure } from './reportAreaFailure';
import { useShellT } from '../../messages';

const RELOADED_KEY = 'wellness_reloaded_for_release';

/**
 * After a redeploy, an open tab asks for chunks its release no longer has: if a newer release is live, the page
 * starts again on it (once), so two releases never run side by side; otherwise the area offers "Try again".
 */
async function reloadOntoNewRelease(remote: RemoteName): Promise<void> {
  if (!(await isNewReleaseLive(remote))) return;
  const marker = `${remote}:${loadedRelease(remote)}`;
  if (sessionStorage.getItem(RELOADED_KEY) === marker) return;
  sessionStorage.setItem(RELOADED_KEY, marker);
  window.location.reload();
}

interface LoadedArea {
  Area: ComponentType;
  loaded: Promise<void>;
  failed: boolean;
}

// The latest load of each area, by the page's store (one page, one store), so coming back to an area never loads it
// twice. A failed load stays failed until the visitor asks to try again; that load fetches the remote's entry anew.
const loadedAreas = new WeakMap<AppStore, Map<RemoteName, LoadedArea>>();

function lazyArea(remote: RemoteName, retry: boolean, store: AppStore): LoadedArea {
  let areas = loadedAreas.get(store);
  if (!areas) loadedAreas.set(store, (areas = new Map()));
  const cached = areas.get(remote);
  if (cached && !retry) return cached;
  const loading: Promise<AreaModule> = loadAreaModule(remote, cached?.failed ?? false, store);
  // Marked when it settles (the form `use` reads): an area loaded before React renders it mounts in that render. A
  // React.lazy would suspend once whatever its promise, and React 19 shows a loaded boundary no sooner than 300 ms
  // after the last fallback it showed (the user dashboard's first text waited that long after its data).
  const loaded = loading.then(
    (module) => void Object.assign(loading, { status: 'fulfilled', value: module }),
    (error: unknown) => {
      Object.assign(loading, { status: 'rejected', reason: error });
      entry.failed = true;
    },
  );
  function Area() {
    const { Component } = use(loading);
    return <Component />;
  }
  const entry: LoadedArea = { Area, loaded, failed: false };
  areas.set(remote, entry);
  return entry;
}

/**
 * Starts loading an area before React renders it: the shell calls it as soon as /config.json says which area the
 * URL is in, so the remote's entry and area module load while the shell boots. Settles (never fails) once the area
 * is loaded or has failed to.
 */
export function startLoadingArea(remote: RemoteName, store: AppStore): Promise<void> {
  return lazyArea(remote, false, store).loaded;
}

export function AreaLoading() {
  const { t } = useShellT();
  return <LoadingText page>{t('loading')}</LoadingText>;
}

/**
 * One remote's whole area, isolated: its failure shows a retry here and nowhere else. It stays mounted while the
 * location moves inside the area; it remounts only on "Try again".
 */
/** A failure of the network (not of the remote's code), for a remote whose files the page preloaded. */
const failedPreloads = (remote: RemoteName, error: unknown) =>
  ((error instanceof FederationError && error.detail.network === true) || (error as Error)?.name === 'ChunkLoadError') && wasPreloaded(remote);

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);
  const store = useAppStore();
  const lastError = useRef<unknown>(null);
  const onFailure = (error: unknown) => {
    lastError.current = error;
    reportAreaFailure(apiBaseUrl, describeFailure(remote, error, loadedRelease(remote)));
    if ((error as Error)?.name === 'ChunkLoadError') void reloadOntoNewRelease(remote);
  };
  const [attempt, setAttempt] = useState(() => ({ n: 0, Area: lazyArea(remote, false, store).Area }));
  const retry = () => {
    // The browser would answer the failed preloads from memory: only a new page load fetches them again.
    if (failedPreloads(remote, lastError.current)) return window.location.reload();
    const { Area } = lazyArea(remote, true, store);
    setAttempt(({ n }) => ({ n: n + 1, Area }));
  };
  const { Area } = attempt;
  return (
    <RemoteBoundary key={attempt.n} remote={remote} onRetry={retry} onFailure={onFailure}>
      <Suspense fallback={<FirstViewFallback fallback={<AreaLoading />} />}>
        <Area />
        {/* After the area: its pages' layout effects (a hold on the first view) run before this one's. */}
        <FirstViewEnd />
        <AreaRendered />
      </Suspense>
    </RemoteBoundary>
  );
}
