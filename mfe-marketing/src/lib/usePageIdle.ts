import { useEffect, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * True once the page has loaded (its load event), the main thread has gone idle, and the tab is visible: the
 * earliest moment for anything heavy and optional (the hero's videos and sound), so it never competes with the first
 * paint. `enabled` false keeps it false (reduced motion, Save-Data).
 */
export function usePageIdle(enabled = true): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!enabled || idle) return;
    const w = window as IdleWindow;
    let idleId: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const whenVisible = () => {
      if (document.visibilityState === 'visible') setIdle(true);
    };
    const onVisibility = () => whenVisible();
    const afterLoad = () => {
      if (w.requestIdleCallback) idleId = w.requestIdleCallback(whenVisible, { timeout: 4000 });
      else timer = setTimeout(whenVisible, 200);
      document.addEventListener('visibilitychange', onVisibility);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    return () => {
      window.removeEventListener('load', afterLoad);
      document.removeEventListener('visibilitychange', onVisibility);
      if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [enabled, idle]);

  return enabled && idle;
}
