import { use, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

// The page's first view, prerendered at build time and put in the HTML by the site's server (issue 9). Until the
// area that owns the URL has rendered for real, every loading fallback shows that same markup, so the page paints
// once, early, and never flashes a spinner in between.
let firstPaintHtml: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shell hands over the prerendered view it found in the page (before React replaces it). */
export function startFirstPaint(html: string | null): void {
  firstPaintHtml = html?.trim() ? html : null;
}

function endFirstPaint(): void {
  if (firstPaintHtml === null) return;
  firstPaintHtml = null;
  for (const listener of listeners) listener();
}

/** A loading fallback: the prerendered first view while there is one, else `fallback`. */
export function FirstPaint({ fallback }: { fallback: ReactNode }) {
  const html = useSyncExternalStore(subscribe, () => firstPaintHtml, () => null);
  // Markup this site rendered itself at build time (no visitor input in it). It is a picture of the page, not the
  // page: inert, so a click or a keystroke before the real page renders is not swallowed by a control that does
  // nothing (the browser, and a test's click, wait for the real one).
  return html ? <div className="first-paint-view" inert dangerouslySetInnerHTML={{ __html: html }} /> : fallback;
}

/** Rendered beside an area's real content: once it has committed, the prerendered view is no longer needed. */
export function FirstPaintEnd() {
  useEffect(endFirstPaint, []);
  return null;
}

/**
 * A page loaded on demand that renders at once when it was loaded beforehand (`preload`), instead of suspending:
 * an area preloads the page of the URL before the shell mounts it, so its first render is the page itself.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  type Module = { default: ComponentType<P> };
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
 * longest one it is below.
 */
export function preparePage(pages: Record<string, { preload: () => Promise<unknown> }>, pathname: string): Promise<void> {
  const owner = Object.keys(pages)
    .filter((path) => pathname === path || pathname.startsWith(path === '/' ? '/\u0000' : `${path}/`))
    .sort((a, b) => b.length - a.length)[0];
  return owner ? pages[owner]!.preload().then(() => undefined) : Promise.resolve();
}
