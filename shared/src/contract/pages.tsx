import { use, type ComponentType } from 'react';
import type { AppStore } from './store/makeStore';

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
