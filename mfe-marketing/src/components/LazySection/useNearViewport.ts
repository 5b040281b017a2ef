import { useEffect, useState, type RefObject } from 'react';
import { whenVisitorMoves } from '../../lib/visitorIntent';

/** How far ahead of the screen a section starts to load once the visitor moves: about one screen. */
export const NEAR_VIEWPORT_MARGIN = '100% 0px 100% 0px';

/**
 * True once the element is on screen, or, after the visitor has moved past the first view, within a screen of it.
 * Stays true. Where IntersectionObserver is missing, true after the visitor moves.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return whenVisitorMoves(() => setNear(true));

    // On the first view: only what is actually on screen (an edge touching the fold is not).
    const onScreen = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting && e.intersectionRect.height > 0)) setNear(true);
    });
    onScreen.observe(element);
    let ahead: IntersectionObserver | null = null;
    const stopWaiting = whenVisitorMoves(() => {
      ahead = new IntersectionObserver((entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      }, { rootMargin: NEAR_VIEWPORT_MARGIN });
      ahead.observe(element);
    });
    return () => {
      onScreen.disconnect();
      ahead?.disconnect();
      stopWaiting();
    };
  }, [ref, near]);

  return near;
}
