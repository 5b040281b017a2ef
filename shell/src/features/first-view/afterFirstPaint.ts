/**
 * Calls `start` once the browser reports the page's first contentful paint: the prerendered view is then on screen,
 * and nothing the app does can delay it. At once when no paint will be reported (a hidden tab, a browser without
 * paint timing), and after `fallbackMs` at the latest.
 */
export function afterFirstPaint(start: () => void, fallbackMs = 1000): void {
  const canObserve =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint') === true;
  if (!canObserve || document.visibilityState === 'hidden') {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) startOnce();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(startOnce, fallbackMs);
}
