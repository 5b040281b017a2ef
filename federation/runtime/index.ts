// The app half of the federation runtime: register remotes found at run time, load an exposed module, hear of
// failures. The shell uses it; the bundler half (./bundler) is what every build's generated code calls.
import { FederationError, registry, report, type RemoteRecord } from './registry';
import { shareRules } from './rules';
import { satisfies } from '../semver.mjs';

export { FederationError } from './registry';
export type { ShareScopeMap, SharedProvider } from './registry';

interface Container {
  init: (shareScope: unknown, initScope?: unknown[], options?: unknown) => Promise<unknown> | unknown;
  get: (module: string) => Promise<() => unknown>;
}

/** What a remote's `mf-manifest.json` tells before any of its code runs. */
interface Manifest {
  metaData: {
    globalName: string;
    publicPath?: string;
    remoteEntry: { name: string; path?: string };
    buildInfo?: { buildVersion?: string };
  };
  shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
}

const containers = new Map<string, Promise<Container>>();
const scripts = new Map<string, HTMLScriptElement>();
const releases = new Map<string, string>();
const attempts = new Map<string, number>();

/**
 * Makes this build the page's host: its share rules decide for every build on the page. Call it first in the app's
 * entry, before `import('./bootstrap')`.
 */
export function installFederationRules(): void {
  registry().rules ??= shareRules;
}

/** Registers remotes by name; `force` replaces one already loaded, so its entry is fetched anew on the next load. */
export function registerRemotes(remotes: RemoteRecord[], { force = false } = {}): void {
  const known = registry().remotes;
  for (const remote of remotes) {
    if (known[remote.name] && !force) continue;
    known[remote.name] = remote;
    if (force) forget(remote.name);
  }
}

function forget(name: string): void {
  containers.delete(name);
  releases.delete(name);
  scripts.get(name)?.remove();
  scripts.delete(name);
}

/**
 * Whether the page's HTML asked the browser to preload this remote's files. A preload that failed is answered from
 * memory for as long as the page lives, so after a network failure only a new page load can fetch them again.
 */
export function wasPreloaded(name: string): boolean {
  const remote = registry().remotes[name];
  if (!remote || typeof document === 'undefined') return false;
  const base = new URL('.', remote.entry).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href.startsWith(base));
}

/** Loads `remote/Module` (the remote's `./Module` expose) and answers its exports. */
export async function loadRemote<T>(id: string): Promise<T> {
  const slash = id.indexOf('/');
  const name = id.slice(0, slash);
  const expose = `./${id.slice(slash + 1)}`;
  const container = await containerOf(name);
  let factory: () => unknown;
  try {
    // Once more after a failed chunk: a blip, or the browser answering from a preload that failed earlier.
    factory = await container.get(expose).catch((error: unknown) => {
      if ((error as Error)?.name !== 'ChunkLoadError') throw error;
      return container.get(expose);
    });
  } catch (cause) {
    const message = String((cause as Error)?.message ?? cause);
    // A remote built against another contract: it does not have what the page asks for.
    if (/does not exist in container/.test(message)) {
      throw report(new FederationError(`${name} does not expose ${expose}`, 'version-mismatch', name, { needed: expose, found: 'missing', cause }));
    }
    // A chunk of an older release may be gone: the next load of this remote starts again from its manifest.
    forget(name);
    throw report(new FederationError(`${name} could not load ${expose}: ${message}`, 'load-failure', name, { network: (cause as Error)?.name === 'ChunkLoadError', cause }));
  }
  return factory() as T;
}

function containerOf(name: string): Promise<Container> {
  let pending = containers.get(name);
  if (!pending) {
    pending = startContainer(name);
    containers.set(name, pending);
    pending.catch(() => containers.delete(name));
  }
  return pending;
}

async function startContainer(name: string): Promise<Container> {
  // A later attempt asks for the entry anew: the browser would answer a failed earlier request (or preload) from memory.
  const attempt = (attempts.get(name) ?? 0) + 1;
  attempts.set(name, attempt);
  const remote = registry().remotes[name];

  if (!remote) throw report(new FederationError(`no remote named ${name} is registered`, 'load-failure', name));
  const { entryUrl, globalName, manifest } = await locate(remote);
  if (manifest) {
    checkSingletons(name, manifest);
    releases.set(name, releaseOf(manifest, remote.entry));
  }
  await loadScript(name, attempt > 1 ? `${entryUrl}${entryUrl.includes('?') ? '&' : '?'}attempt=${attempt}` : entryUrl);
  const container = (globalThis as unknown as Record<string, Container | undefined>)[globalName];
  if (!container?.init || !container.get) throw report(new FederationError(`${entryUrl} did not define the ${globalName} container`, 'load-failure', name));
  // The host offers its own shared modules first, so the remote finds them (loaded first, ADR 0001).
  await registry().hostRequire?.I('default');
  const { shareScopeMap } = registry();
  await container.init((shareScopeMap.default ??= {}), [], { shareScopeMap, shareScopeKeys: 'default' });
  return container;
}

async function locate(remote: RemoteRecord): Promise<{ entryUrl: string; globalName: string; manifest?: Manifest }> {
  if (!remote.entry.endsWith('.json')) return { entryUrl: remote.entry, globalName: remote.name };
  let manifest: Manifest;
  try {
    const response = await fetch(remote.entry);
    if (!response.ok) throw new Error(`answered ${response.status}`);
    manifest = (await response.json()) as Manifest;
  } catch (cause) {
    throw report(new FederationError(`the manifest of ${remote.name} (${remote.entry}) could not be read: ${String((cause as Error)?.message ?? cause)}`, 'load-failure', remote.name, { network: true, cause }));
  }
  const { publicPath, remoteEntry, globalName } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', remote.entry).href : publicPath;
  const entryUrl = new URL([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/'), base).href;
  return { entryUrl, globalName: globalName || remote.name, manifest };
}

const releaseOf = (manifest: Manifest, url: string) => `${manifest.metaData.buildInfo?.buildVersion ?? '?'} at ${url}`;

/** The release of a remote this page runs (its version and manifest), or undefined before it loads. */
export function loadedRelease(name: string): string | undefined {
  return releases.get(name);
}

/**
 * Whether the remote now published at its registered address is another release than the one this page runs: after
 * a redeploy, an open tab must start again on the new release rather than mix the two.
 */
export async function isNewReleaseLive(name: string): Promise<boolean> {
  const remote = registry().remotes[name];
  const running = releases.get(name);
  if (!remote || !running || !remote.entry.endsWith('.json')) return false;
  try {
    const response = await fetch(remote.entry, { cache: 'no-store' });
    return response.ok && releaseOf((await response.json()) as Manifest, remote.entry) !== running;
  } catch {
    return false;
  }
}

/** Refuses, before any of its code runs, a remote that needs a newer singleton than this page runs. */
function checkSingletons(name: string, manifest: Manifest): void {
  const scope = registry().shareScopeMap.default;
  for (const shared of manifest.shared ?? []) {
    if (!shared.singleton || !shared.requiredVersion) continue;
    const running = Object.values(scope?.[shared.name] ?? {}).find((v) => v.loaded && v.from !== name);
    if (running && !satisfies(running.version, shared.requiredVersion)) {
      const message = `${name} needs ${shared.name} ${shared.requiredVersion}, but this page runs ${running.version}`;
      throw report(new FederationError(message, 'version-mismatch', name, { shareKey: shared.name, needed: shared.requiredVersion, found: running.version }));
    }
  }
}

function loadScript(name: string, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      scripts.delete(name);
      reject(report(new FederationError(`${url} could not be loaded`, 'load-failure', name, { network: true })));
    };
    scripts.set(name, script);
    document.head.append(script);
  });
}
