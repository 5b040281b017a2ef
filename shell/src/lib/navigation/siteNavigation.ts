import { createSlice, readHandshake, rootReducer, type AppStore, type NavigationDeclaration, type PayloadAction, type RemoteName, type RuntimeConfig, type SiteNavigation } from '@wellness/shared/contract';
import { NAVIGATION_FILE } from '@wellness/shared/site-protocol';

/**
 * The navigation the page's remotes declare (ADR 0007): the site's server hands it over in the page (the handshake),
 * so the header paints at once with it. Once /config.json is read, a remote that runs another release than the one
 * the server described (a preview), or one the server did not describe (a page served by a dev server), has its
 * declaration read from beside its manifest. The last one known is kept in storage for a page without either
 * (offline, served by the service worker).
 */

type Known = Partial<Record<RemoteName, { manifest: string; declaration: NavigationDeclaration }>>;
const STORAGE_KEY = 'wellness_navigation';

/** The page's navigation, in its store: each remote's declaration and the manifest it was read beside. */
interface SiteNavigationState {
  navigation: SiteNavigation;
  manifests: Partial<Record<RemoteName, string>>;
  /** Every remote of the loaded config has its declaration (or could not get one). */
  settled: boolean;
}

declare module '@wellness/shared/contract' {
  interface LazyLoadedSlices {
    siteNavigation: SiteNavigationState;
  }
}

const known = (state: SiteNavigationState): Known =>
  Object.fromEntries(Object.entries(state.manifests).map(([name, manifest]) => [name, { manifest, declaration: state.navigation[name as RemoteName] }]));

const siteNavigationSlice = createSlice({
  name: 'siteNavigation',
  // A new page (a new store) starts from the declarations its handshake describes.
  initialState: (): SiteNavigationState => stateOf({ ...readHandshake().navigation }, false),
  reducers: {
    /** `next` becomes the navigation; nothing changes when it is the same, so a page whose handshake describes every
     * remote renders its menus once. */
    navigationRead: (state, action: PayloadAction<Known>) => {
      const now = known(state);
      const next = action.payload;
      const same = Object.keys(now).length === Object.keys(next).length && (Object.keys(next) as RemoteName[]).every((name) => now[name]?.manifest === next[name]?.manifest && now[name]?.declaration === next[name]?.declaration);
      if (!same) return stateOf(next, state.settled);
    },
    navigationSettled: (state) => {
      state.settled = true;
    },
  },
  selectors: {
    selectSiteNavigation: (state) => state.navigation,
    selectNavigationSettled: (state) => state.settled,
  },
});

function stateOf(from: Known, settled: boolean): SiteNavigationState {
  const entries = Object.entries(from).filter(([, value]) => value) as [RemoteName, { manifest: string; declaration: NavigationDeclaration }][];
  return {
    navigation: Object.fromEntries(entries.map(([name, value]) => [name, value.declaration])),
    manifests: Object.fromEntries(entries.map(([name, value]) => [name, value.manifest])),
    settled,
  };
}

/** Injected into the page's store when the shell's code loads, before the store is made. */
const injectedSlice = siteNavigationSlice.injectInto(rootReducer);
const { navigationRead, navigationSettled } = injectedSlice.actions;
export const { selectSiteNavigation, selectNavigationSettled } = injectedSlice.selectors;

/** A declaration read from a remote, as far as the shell relies on it (the server checks them in full). */
function isDeclaration(value: unknown): value is NavigationDeclaration {
  const entries = (value as NavigationDeclaration | null)?.entries;
  return Array.isArray(entries) && entries.every((e) => typeof e?.id === 'string' && typeof e.label === 'string' && typeof e.to === 'string' && Array.isArray(e.show));
}

function stored(): Known {
  try {
    return (JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Known) ?? {};
  } catch {
    return {};
  }
}

async function fetchDeclaration(manifest: string): Promise<NavigationDeclaration | null> {
  try {
    const response = await fetch(new URL(NAVIGATION_FILE, manifest).href);
    const value: unknown = response.ok ? await response.json() : null;
    return isDeclaration(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Makes the navigation that of the config's remotes: the handshake's where it describes the same release, else read
 * from the remote. Resolves when every remote has been asked.
 */
export async function loadNavigation(config: Pick<RuntimeConfig, 'remotes'>, store: AppStore): Promise<void> {
  const remotes = Object.entries(config.remotes) as [RemoteName, { manifest: string }][];
  const now = known(injectedSlice.selectSlice(store.getState()));
  const ready: Known = {};
  const missing: [RemoteName, string][] = [];
  for (const [name, { manifest }] of remotes) {
    if (now[name]?.manifest === manifest) ready[name] = now[name];
    else missing.push([name, manifest]);
  }
  store.dispatch(navigationRead(ready));
  const read = await Promise.all(missing.map(async ([name, manifest]) => [name, manifest, await fetchDeclaration(manifest)] as const));
  const kept = stored();
  const next: Known = { ...ready };
  for (const [name, manifest, declaration] of read) {
    if (declaration) next[name] = { manifest, declaration };
    else if (kept[name]?.manifest === manifest && isDeclaration(kept[name]?.declaration)) next[name] = kept[name];
    else console.error(`[navigation] the ${name} remote's menus could not be read (${new URL(NAVIGATION_FILE, manifest).href})`);
  }
  store.dispatch(navigationRead(next));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the next page without a server simply has fewer menus.
  }
  store.dispatch(navigationSettled());
}

/** Resolved (and marked so, for React's `use`) once the config's remotes all have their declarations: one per store. */
type Settled = Promise<void> & { status?: 'fulfilled'; value?: undefined };
const settledPromises = new WeakMap<AppStore, Settled>();

export function whenNavigationSettled(store: AppStore): Settled {
  let settled = settledPromises.get(store);
  if (!settled) {
    let resolve: () => void = () => undefined;
    const promise: Settled = new Promise<void>((done) => (resolve = done));
    const check = () => {
      if (!selectNavigationSettled(store.getState())) return false;
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
      return true;
    };
    if (!check()) {
      const unsubscribe = store.subscribe(() => void (check() && unsubscribe()));
    }
    settledPromises.set(store, (settled = promise));
  }
  return settled;
}
