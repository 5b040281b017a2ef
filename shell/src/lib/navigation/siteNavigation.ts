import { readHandshake, type NavigationDeclaration, type RemoteName, type RuntimeConfig, type SiteNavigation } from '@wellness/shared/contract';
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

const listeners = new Set<() => void>();
let known: Known = { ...readHandshake().navigation };
let navigation: SiteNavigation = declarationsOf(known);

/** Resolved once every remote of the loaded config has its declaration (or could not get one). */
type Settled = Promise<void> & { status?: 'fulfilled'; value?: undefined };
let settle: () => void = () => undefined;
let settled: Settled = new Promise<void>((resolve) => (settle = resolve));

function declarationsOf(from: Known): SiteNavigation {
  return Object.fromEntries(Object.entries(from).map(([name, value]) => [name, value?.declaration]));
}

/** Makes `next` the navigation, and tells the menus only when it changed: a page whose handshake describes every
 * remote renders its menus once. */
function publish(next: Known): void {
  const same = (a: Known, b: Known) => Object.keys(a).length === Object.keys(b).length && (Object.keys(a) as RemoteName[]).every((name) => a[name] === b[name]);
  if (same(known, next)) return;
  known = next;
  navigation = declarationsOf(next);
  for (const listener of listeners) listener();
}

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
export async function loadNavigation(config: Pick<RuntimeConfig, 'remotes'>): Promise<void> {
  const remotes = Object.entries(config.remotes) as [RemoteName, { manifest: string }][];
  const ready: Known = {};
  const missing: [RemoteName, string][] = [];
  for (const [name, { manifest }] of remotes) {
    if (known[name]?.manifest === manifest) ready[name] = known[name];
    else missing.push([name, manifest]);
  }
  publish(ready);
  const read = await Promise.all(missing.map(async ([name, manifest]) => [name, manifest, await fetchDeclaration(manifest)] as const));
  const kept = stored();
  const next: Known = { ...ready };
  for (const [name, manifest, declaration] of read) {
    if (declaration) next[name] = { manifest, declaration };
    else if (kept[name]?.manifest === manifest && isDeclaration(kept[name]?.declaration)) next[name] = kept[name];
    else console.error(`[navigation] the ${name} remote's menus could not be read (${new URL(NAVIGATION_FILE, manifest).href})`);
  }
  publish(next);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or off: the next page without a server simply has fewer menus.
  }
  Object.assign(settled, { status: 'fulfilled', value: undefined });
  settle();
}

export function subscribeNavigation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentNavigation = (): SiteNavigation => navigation;

/** Resolved (and marked so, for React's `use`) once the config's remotes all have their declarations. */
export const navigationSettled = (): Settled => settled;

/** Starts again from the page's handshake (tests start each case from a fresh page). */
export function resetNavigation(): void {
  known = { ...readHandshake().navigation };
  navigation = declarationsOf(known);
  settled = new Promise<void>((resolve) => (settle = resolve));
}
