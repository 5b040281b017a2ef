import { selectToken, type AppStore } from '@wellness/shared/contract';

/**
 * Starts the tab's live channel (`@wellness/shared/live`) once `started` has resolved (the first page has painted)
 * and the session has a user: its code loads only then, in its own chunk, so no first paint carries it. The client
 * follows the session itself from there (closes on sign-out, opens again on sign-in).
 */
export function startLiveWhenSignedIn(store: AppStore, started: Promise<unknown>, load = () => import(/* webpackChunkName: "live" */ '@wellness/shared/live')): void {
  let loading = false;
  let unsubscribe = () => {};
  const check = () => {
    if (loading || !selectToken(store.getState())) return;
    loading = true;
    unsubscribe();
    load().then(({ startLive }) => startLive(store), (error: unknown) => console.error('[live] the live channel could not load:', error));
  };
  // A site that could not start (no config) has no channel to open either.
  started.then(
    () => {
      unsubscribe = store.subscribe(check);
      check();
    },
    () => undefined,
  );
}
