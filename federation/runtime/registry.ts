// The page's one federation registry, on globalThis: every build (the shell and each remote) bundles this runtime,
// and they meet here. Its shape is the contract between those copies: change it only compatibly.
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
  /** How versions are offered and chosen: the host's, installed by its entry (`installFederationRules`), so every
   * build on the page follows one set of rules and a remote entry carries none of them. */
  rules?: ShareRules;
}

export interface ShareRules {
  provide(scope: ShareScope, name: string, provider: Omit<SharedProvider, 'loaded' | 'useIn'>): void;
  choose(scope: ShareScope | undefined, name: string, config: ShareConfig, consumer: string): SharedProvider | null;
  take(provider: SharedProvider, consumer: string): Promise<() => unknown>;
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
    /** `network`: the files could not be fetched (not: they were fetched and did not work). */
    readonly detail: { shareKey?: string; needed?: string; found?: string; network?: boolean; cause?: unknown } = {},
  ) {
    super(message);
    this.name = 'FederationError';
  }
}

export function report(error: FederationError): FederationError {
  for (const listener of registry().errorListeners) listener(error);
  return error;
}

