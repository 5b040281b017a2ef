/**
 * Calls `register` once the page has started: it has loaded, `started` has resolved (at the latest after
 * `latestMs`), and the browser is idle. The worker's install downloads and caches about twenty files; on a page whose
 * first view is prerendered, the load event comes before the app has even run, and the install then competed with
 * the app's start for the network and the CPU.
 */
export function registerWhenSettled(register: () => void, started: Promise<void>, latestMs = 10_000): void {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  const latest = new Promise<void>((resolve) => setTimeout(resolve, latestMs));
  void Promise.all([loaded, Promise.race([started, latest])]).then(() => whenIdle(register));
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: 2_000 });
  else setTimeout(callback, 0);
}
