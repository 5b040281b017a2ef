// The page's one federation registry, on globalThis: every build (the shell and each remote) bundles this runtime,
// and they meet here. Its shape is the contract between those copies: change it only compatibly.
import { compareVersions, satisfies } from './semver';

/** What the bundler generates for a module a build shares or consumes. */
export interface ShareConfig {
  singleton?: boolean;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  eager?: boolean;
}

/** One version of a shared module offered by a build: `get` loads it and answers its module factory. */
export interface SharedProvider {
  version: string;
  from: string;
  get: () => Promise<() => unknown> | (() => unknown);
  eager: boolean;
  loaded: boolean;
  shareConfig: ShareConfig;
  /** Builds that use this version. */
  useIn: string[];
}

export type ShareScope = Record<string, Record<string, SharedProvider>>;
export type ShareScopeMap = Record<string, ShareScope>;

export interface RemoteRecord {
  name: string;
  /** The remote's `mf-manifest.json`, or its `remoteEntry.js`. */
  entry: string;
}

export interface Registry {
  /** webpack's share scopes (`__webpack_require__.S`), one object for every build on the page. */
  shareScopeMap: ShareScopeMap;
  remotes: Record<string, RemoteRecord>;
  /** The host's `__webpack_require__`, so a remote is never initialised before the host shares its own modules. */
  hostRequire?: { I: (scope: string) => unknown };
  errorListeners: ((error: FederationError) => void)[];
}

const KEY = '__WELLNESS_FEDERATION__';

export function registry(): Registry {
  const global = globalThis as unknown as Record<typeof KEY, Registry | undefined>;
  global[KEY] ??= { shareScopeMap: {}, remotes: {}, errorListeners: [] };
  return global[KEY];
}

/** Why a remote cannot run on this page; `kind` tells the shell what to say. */
export class FederationError extends Error {
  constructor(
    message: string,
    readonly kind: 'load-failure' | 'version-mismatch',
    readonly remote: string,
    readonly detail: { shareKey?: string; needed?: string; found?: string; cause?: unknown } = {},
  ) {
    super(message);
    this.name = 'FederationError';
  }
}

export function report(error: FederationError): FederationError {
  for (const listener of registry().errorListeners) listener(error);
  return error;
}

/** Offers a version of a shared module, unless the same version is already offered by a build that loaded it. */
export function provide(scope: ShareScope, name: string, provider: Omit<SharedProvider, 'loaded' | 'useIn'>): void {
  const versions = (scope[name] ??= {});
  const current = versions[provider.version];
  // webpack's rule: a loaded copy stays; else an eager one wins, else the first build by name.
  if (current && (current.loaded || (current.eager === provider.eager ? current.from <= provider.from : current.eager))) return;
  versions[provider.version] = { ...provider, loaded: false, useIn: [] };
}

/**
 * The version a build gets: a singleton's loaded copy (loaded first), else its highest version; any other module's
 * highest version in range. Null when the scope offers none (the build then uses its own copy).
 */
export function choose(scope: ShareScope | undefined, name: string, config: ShareConfig, consumer: string): SharedProvider | null {
  const versions = Object.values(scope?.[name] ?? {});
  if (versions.length === 0) return null;
  const range = config.requiredVersion || '*';
  if (config.singleton) {
    const loaded = versions.find((v) => v.loaded);
    const chosen = loaded ?? versions.sort((a, b) => compareVersions(b.version, a.version))[0]!;
    if (!satisfies(chosen.version, range)) {
      const message = `${consumer} needs ${name} ${range}, but this page runs ${chosen.version}`;
      if (config.strictVersion) throw report(new FederationError(message, 'version-mismatch', consumer, { shareKey: name, needed: range, found: chosen.version }));
      console.warn(`[federation] ${message}`);
    }
    return chosen;
  }
  const inRange = versions.filter((v) => satisfies(v.version, range)).sort((a, b) => compareVersions(b.version, a.version));
  return inRange.find((v) => v.loaded) ?? inRange[0] ?? null;
}

/** Loads a chosen version and records who uses it. */
export async function take(provider: SharedProvider, consumer: string): Promise<() => unknown> {
  provider.loaded = true;
  if (!provider.useIn.includes(consumer)) provider.useIn.push(consumer);
  return provider.get();
}
