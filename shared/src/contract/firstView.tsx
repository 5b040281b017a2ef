import { useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react';

// The page's first view (ADR 0006): prerendered at build time by the remote that owns the page, put in the HTML by the
// site's server before the app's root. React never renders into it: the very elements the browser painted first stay
// on screen, untouched, until the area that owns the URL has rendered for real, so the page paints once, early, and
// the browser's largest paint is that first one (a copy of it would count as a new, later paint).
let firstView: Element | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shell hands over the prerendered view the server put in the page, if any. */
export function startFirstView(view: Element | null): void {
  firstView = view;
}

/** Pages holding the view (`useFirstViewHold`), and whether an area asked for its end meanwhile. */
let holds = 0;
let endWhenReleased = false;

/** Removes the prerendered view: the real page (or its error) takes its place in the same frame. */
export function endFirstView(): void {
  endWhenReleased = false;
  if (firstView === null) return;
  firstView.remove();
  firstView = null;
  for (const listener of listeners) listener();
}

/** A loading fallback: nothing while the prerendered view stands in for the page, else `fallback`. */
export function FirstViewFallback({ fallback }: { fallback: ReactNode }) {
  const showingFirstView = useSyncExternalStore(subscribe, () => firstView !== null, () => false);
  return showingFirstView ? null : fallback;
}

/**
 * Rendered after an area's real content (or with its error): when they commit, the prerendered view goes, before the
 * browser paints, so the two never show together; unless a page of the area holds it, then when the page lets go.
 */
export function FirstViewEnd() {
  useLayoutEffect(() => {
    if (holds > 0) endWhenReleased = true;
    else endFirstView();
  }, []);
  return null;
}

/**
 * While `holding`, the prerendered view stays for the page (the shell hides the page meanwhile): for a loading state
 * that shows less than the view, which the site's server filled with the page's data. It goes in the commit that
 * lets go. Moving to another path ends it anyway.
 */
export function useFirstViewHold(holding: boolean): void {
  useLayoutEffect(() => {
    if (!holding) return;
    holds += 1;
    return () => {
      holds -= 1;
      if (holds === 0 && endWhenReleased) endFirstView();
    };
  }, [holding]);
}

