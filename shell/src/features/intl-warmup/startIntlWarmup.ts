/**
 * Starts the worker that loads the browser's formatting data for the page's language (./intlWarmup.worker.ts), and
 * forgets it: it closes itself. Without workers (or refused by a policy) the page formats as before, loading the data
 * in its first render.
 */
export function startIntlWarmup(locale: string): void {
  if (typeof Worker === 'undefined') return;
  try {
    const worker = new Worker(new URL('./intlWarmup.worker.ts', import.meta.url), { name: 'intl-warmup' });
    worker.postMessage(locale);
  } catch {
    // Nothing lost: only the first formatter's cost stays where it was.
  }
}
