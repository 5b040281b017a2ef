import { useEffect, useState, type RefObject } from 'react';
import { useVisitorMoved } from '../../lib/visitorIntent';

/** How far ahead of the screen a section starts to load once the visitor moves: about one screen. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

/**
 * True once the element is on screen, or, after the visitor has moved past the first view, within a screen of it.
 * Stays true. Where IntersectionObserver is missing, true after the visitor moves.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  const moved = useVisitorMoved();
  const observable = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const element = ref.current;
    if (near || !element || !observable) return;

    // On the first view: only what is actually on screen (an edge touching the fold is not).
    const onScreen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRect.height > 0)) setNear(true);
    });
    onScreen.observe(element);
    const ahead = moved
      ? new IntersectionObserver((entries) => {
          if (entries.some((e) => e.isIntersecting)) setNear(true);
        }, { rootMargin: NEAR_VIEWPORT_MARGIN })
      : null;
    ahead?.observe(element);
    return () => {
      onScreen.disconnect();
      ahead?.disconnect();
    };
  }, [ref, near, moved, observable]);

  return near || (!observable && moved);
}
