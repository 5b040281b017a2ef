import type { ComponentType, ReactElement, ReactNode } from 'react';
import { act, render, type RenderOptions } from '@testing-library/react';
// Tests route in memory; the apps' own code never does, so MemoryRouter is not part of the contract.
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { localeSet, makeStore, Provider, runtimeConfigLoaded, useLocation, type AppStore, type Location, type RootState } from '@wellness/shared/contract';
import { HANDSHAKE_ID, localeBasename, localizePath } from '@wellness/shared/site-protocol';

export const TEST_API_BASE_URL = 'http://api.test';

type Entry = string | { pathname: string; search?: string; state?: unknown };

interface ExtendedRenderOptions extends Omit<RenderOptions, 'queries'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** Where the memory router starts (a path, or a location with state). */
  route?: Entry;
}

/** A store as the shell makes it, with the runtime config already loaded. */
export function makeTestStore(preloadedState?: Partial<RootState>): AppStore {
  const store = makeStore({ preloadedState });
  store.dispatch(runtimeConfigLoaded({ apiBaseUrl: TEST_API_BASE_URL }));
  return store;
}

function LocationSpy({ onChange }: { onChange: (location: Location) => void }) {
  onChange(useLocation());
  return null;
}

/**
 * Renders with the one store and a memory router, as the shell provides them (Redux Toolkit's testing pattern).
 * `location()` is where the router is now.
 */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeTestStore(preloadedState), route = '/', ...options }: ExtendedRenderOptions = {}) {
  let current: Location | undefined;
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          {children}
          <LocationSpy onChange={(location) => (current = location)} />
        </MemoryRouter>
      </Provider>
    );
  }
  const location = (): Location => {
    if (!current) throw new Error('the router has not rendered');
    return current;
  };
  return { store, location, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Renders a remote's area (or any tree that suspends on lazy pages) and waits, inside act, until what it loads has
 * settled, as the shell shows it.
 */
export function renderArea(Area: ComponentType, options: ExtendedRenderOptions = {}) {
  return act(async () => renderWithProviders(<Area />, options));
}

/**
 * The page as the site's server writes it when it started API calls with it: its handshake names them (API path →
 * the address started), and the answers its server view was rendered with (`data`). `remove()` takes it out again.
 */
export function serverStartedCalls(started: Record<string, string>, data: Record<string, unknown> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = HANDSHAKE_ID;
  script.textContent = JSON.stringify({ started, navigation: {}, data });
  document.head.append(script);
  return script;
}

/**
 * A page's element as the site's server turns it into HTML: react-dom/server, inside a store and a router in memory at
 * `route` (as the site's Node build wraps what a remote renders), no effects run, nothing loads afterwards. With
 * `locale`, as the Node build renders a page in that language: the store's locale, the router's base its prefix (load
 * the catalogues first).
 */
export function renderToServerHtml(element: ReactElement, { route = '/', store = makeTestStore(), locale }: { route?: string; store?: AppStore; locale?: 'en' | 'es' | 'fr' } = {}): string {
  if (locale) store.dispatch(localeSet(locale));
  return renderToStaticMarkup(
    <Provider store={store}>
      <MemoryRouter basename={locale ? localeBasename(locale) : undefined} initialEntries={[locale ? localizePath(route, locale) : route]}>{element}</MemoryRouter>
    </Provider>,
  );
}

/**
 * Watches the timers of at least `minMs` set from now on, until `stop`: how many were set, and how many are still
 * pending (neither cleared nor run). What a server render leaves behind holds its store (ADR 0010).
 */
export function watchLongTimers(minMs = 1_000) {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const pending = new Set<unknown>();
  let set = 0;
  globalThis.setTimeout = ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    if ((ms ?? 0) < minMs) return realSet(callback, ms, ...args);
    set += 1;
    const id = realSet((...a: unknown[]) => {
      pending.delete(id);
      callback(...a);
    }, ms, ...args);
    pending.add(id);
    return id;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((id?: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(id);
    realClear(id);
  }) as typeof clearTimeout;
  return {
    set: () => set,
    pending: () => pending.size,
    stop: () => {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
    },
  };
}
