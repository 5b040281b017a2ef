import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY, REDUCED_MOTION_QUERY } from '../tokens';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Live result of a CSS media query; `false` during server rendering. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      if (!list) return () => {};
      // Safari < 14 only has addListener.
      if (list.addEventListener) list.addEventListener('change', onChange);
      else list.addListener(onChange);
      return () => {
        if (list.removeEventListener) list.removeEventListener('change', onChange);
        else list.removeListener(onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query)?.matches ?? false,
    () => false,
  );
}

/** Width ≤ 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_MEDIA_QUERY);
}

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** For event handlers that need the answer now, without subscribing. */
export function prefersReducedMotion(): boolean {
  return mediaQueryList(REDUCED_MOTION_QUERY)?.matches ?? false;
}
