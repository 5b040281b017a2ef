import { use, useLayoutEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { AppStore } from './store/makeStore';

// The page's first view, prerendered at build time and put in the HTML by the site's server (issue 9), before the
// app's root. React never renders into it: the very elements the browser painted first stay on screen, untouched,
// until the area that owns the URL has rendered for real, so the page paints once, early, and the browser's largest
// paint is that first one (a copy of it would count as a new, later paint).
let firstPaintView: Element | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shell hands over the prerendered view the server put in the page, if any. */
export function startFirstPaint(view: Element | null): void {
  firstPaintView = view;
}

/** Pages holding the view (`useFirstPaintHold`), and whether an area asked for its end meanwhile. */
let holds = 0;
let endWhenReleased = false;

/** Removes the prerendered view: the real page (or its error) takes its place in the same frame. */
export function endFirstPaint(): void {
  endWhenReleased = false;
  if (firstPaintView === null) return;
  firstPaintView.remove();
  firstPaintView = null;
  for (const listener of listeners) listener();
}

/** A loading fallback: nothing while the prerendered view stands in for the page, else `fallback`. */
export function FirstPaint({ fallback }: { fallback: ReactNode }) {
  const showingFirstPaint = useSyncExternalStore(subscribe, () => firstPaintView !== null, () => false);
  return showingFirstPaint ? null : fallback;
}

/**
 * Rendered after an area's real content (or with its error): when they commit, the prerendered view goes, before the
 * browser paints, so the two never show together; unless a page of the area holds it, then when the page lets go.
 */
export function FirstPaintEnd() {
  useLayoutEffect(() => {
    if (holds > 0) endWhenReleased = true;
    else endFirstPaint();
  }, []);
  return null;
}

/**
 * While `holding`, the prerendered view stays for the page (the shell hides the page meanwhile): for a loading state
 * that shows less than the view, which the site's server filled with the page's data. It goes in the commit that
 * lets go. Moving to another path ends it anyway.
 */
export function useFirstPaintHold(holding: boolean): void {
  useLayoutEffect(() => {
    if (!holding) return;
    holds += 1;
    return () => {
      holds -= 1;
      if (holds === 0 && endWhenReleased) endFirstPaint();
    };
  }, [holding]);
}

/**
 * A page module: the page, and what it puts in the store before its first render when it is the page the visitor
 * opened (`preparePage`), so that render shows its data rather than its loading state.
 */
export interface PageModule<P extends object = object> {
  default: ComponentType<P>;
  prepare?: (store: AppStore) => Promise<void>;
}

/**
 * A page loaded on demand that renders at once when it was loaded beforehand (`preload`), instead of suspending:
 * an area preloads the page of the URL before the shell mounts it, so its first render is the page itself.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>) {
  type Module = PageModule<P>;
  let loading: (Promise<Module> & { status?: string }) | null = null;
  // React's `use` reads a settled promise's status and value, and then renders without suspending. A failed load is
  // tried once more at once (a blip, or a preload that failed earlier); if it fails again, rendering shows the error
  // and the next `preload` (the area's `prepare`, on "Try again") starts afresh.
  const preload = (): Promise<Module> => {
    if (!loading || loading.status === 'rejected') {
      const pending: Promise<Module> & { status?: string } = load().catch(() => load());
      loading = pending;
      pending.then(
        (module) => Object.assign(pending, { status: 'fulfilled', value: module }),
        (reason: unknown) => Object.assign(pending, { status: 'rejected', reason }),
      );
    }
    return loading;
  };
  function Page(props: P) {
    const { default: Component } = use(loading ?? preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

/**
 * An area's `prepare`: preloads the page of `pages` (path → lazyPage) that owns `pathname`, the path itself or the
 * longest one it is below, then lets the page prepare its data in the store.
 */
export async function preparePage(pages: Record<string, { preload: () => Promise<Pick<PageModule, 'prepare'>> }>, pathname: string, store: AppStore): Promise<void> {
  const owner = Object.keys(pages)
    .filter((path) => pathname === path || pathname.startsWith(path === '/' ? '/\u0000' : `${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!owner) return;
  const page = await pages[owner]!.preload();
  await page.prepare?.(store);
}
