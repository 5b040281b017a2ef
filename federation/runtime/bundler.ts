// The bundler half of the federation runtime: what Rspack's generated code calls through
// `__webpack_require__.federation` (see @rspack/core's moduleFederationDefaultRuntime). The federation policy points
// the plugin at this module instead of @module-federation/webpack-bundler-runtime: the same protocol in a few KB,
// one copy per build (ADR 0004).
import { choose, FederationError, provide, registry, report, take, type ShareConfig } from './registry';

type Factory = () => unknown;
type ModuleFn = (module: { exports: unknown }) => void;

interface SharedOption {
  version: string;
  scope: string[];
  shareConfig: ShareConfig;
  get: () => Promise<Factory>;
}

interface Handler {
  shareKey: string;
  getter: () => Promise<Factory>;
  shareInfo: { shareConfig: ShareConfig; scope: string[] | string[][] };
}

interface WebpackRequire {
  (id: string | number): unknown;
  S: Record<string, unknown>;
  I: (scope: string, initScope?: unknown[]) => Promise<unknown> | unknown;
  m: Record<string, ModuleFn>;
  c: Record<string, unknown>;
  federation: {
    initOptions: { name: string; shared?: Record<string, SharedOption[]> };
    instance?: Instance;
  };
}

interface Instance {
  name: string;
  options: WebpackRequire['federation']['initOptions'];
  shareScopeMap: Record<string, unknown>;
}

const scopeName = (scope: string[] | string[][]) => {
  const first = scope[0];
  return (Array.isArray(first) ? first[0] : first) ?? 'default';
};

function init({ webpackRequire }: { webpackRequire: WebpackRequire }): Instance {
  const { initOptions } = webpackRequire.federation;
  // The first build that starts the runtime is the page's host: the one whose entry is the page's script.
  registry().hostRequire ??= webpackRequire;
  return { name: initOptions.name, options: initOptions, shareScopeMap: registry().shareScopeMap };
}

function attachShareScopeMap(webpackRequire: WebpackRequire): void {
  webpackRequire.S = registry().shareScopeMap;
}

/** `__webpack_require__.I`: offers this build's shared modules in the page's share scope. */
function I({ shareScopeName, webpackRequire, initPromises, initTokens, initScope }: {
  shareScopeName: string | string[];
  webpackRequire: WebpackRequire;
  initPromises: Record<string, unknown>;
  initTokens: Record<string, object>;
  initScope?: object[];
}): Promise<boolean> {
  const { name, shared = {} } = webpackRequire.federation.initOptions;
  const scopes = registry().shareScopeMap;
  for (const key of Array.isArray(shareScopeName) ? shareScopeName : [shareScopeName]) {
    const tokens = initScope ?? [];
    const token = (initTokens[key] ??= { from: name });
    if (tokens.includes(token) || initPromises[key]) continue;
    tokens.push(token);
    const scope = (scopes[key] ??= {});
    for (const [shareKey, options] of Object.entries(shared)) {
      for (const option of options) {
        if (!option.scope.includes(key)) continue;
        provide(scope, shareKey, { version: option.version, from: name, get: option.get, eager: Boolean(option.shareConfig.eager), shareConfig: option.shareConfig });
      }
    }
    initPromises[key] = true;
  }
  return Promise.resolve(true);
}

async function loadShare(webpackRequire: WebpackRequire, { shareKey, getter, shareInfo }: Handler): Promise<Factory> {
  const key = scopeName(shareInfo.scope);
  await webpackRequire.I(key);
  const chosen = choose(registry().shareScopeMap[key], shareKey, shareInfo.shareConfig, webpackRequire.federation.initOptions.name);
  return chosen ? (take(chosen, webpackRequire.federation.initOptions.name) as Promise<Factory>) : getter();
}

/** `__webpack_require__.f.consumes`: before a chunk runs, installs the shared modules it uses. */
function consumes({ chunkId, promises, chunkMapping, moduleToHandlerMapping, installedModules, webpackRequire }: {
  chunkId: string | number;
  promises: Promise<unknown>[];
  chunkMapping: Record<string, (string | number)[]>;
  moduleToHandlerMapping: Record<string, Handler>;
  installedModules: Record<string, Promise<unknown> | 0>;
  webpackRequire: WebpackRequire;
}): void {
  for (const id of chunkMapping[chunkId] ?? []) {
    const installed = installedModules[id];
    if (installed !== undefined) {
      if (installed) promises.push(installed);
      continue;
    }
    const onFactory = (factory: Factory) => {
      installedModules[id] = 0;
      webpackRequire.m[id] = (module) => {
        delete webpackRequire.c[id];
        module.exports = factory();
      };
    };
    const onError = (error: unknown) => {
      delete installedModules[id];
      webpackRequire.m[id] = () => {
        delete webpackRequire.c[id];
        throw error;
      };
    };
    const pending = loadShare(webpackRequire, moduleToHandlerMapping[id]!).then(onFactory, onError);
    promises.push((installedModules[id] = pending));
  }
}

/** Shared modules an initial chunk uses at once: an app must start behind an async boundary instead (DESIGN §4). */
function installInitialConsumes({ initialConsumes, webpackRequire, moduleToHandlerMapping }: {
  initialConsumes: (string | number)[];
  webpackRequire: WebpackRequire;
  moduleToHandlerMapping: Record<string, Handler>;
}): void {
  for (const id of initialConsumes) {
    webpackRequire.m[id] = () => {
      throw new Error(`${moduleToHandlerMapping[id]?.shareKey} is used before sharing is set up: start the app with import('./bootstrap')`);
    };
  }
}

/** The container's `init`: the host hands over its share scope, and this remote offers its own modules in it. */
function initContainerEntry({ webpackRequire, shareScopeKey, initScope }: {
  webpackRequire: WebpackRequire;
  shareScopeKey?: string | string[];
  initScope?: object[];
}): Promise<unknown> | unknown {
  attachShareScopeMap(webpackRequire);
  const key = Array.isArray(shareScopeKey) ? shareScopeKey[0] ?? 'default' : shareScopeKey || 'default';
  return webpackRequire.I(key, initScope);
}

/** Remotes imported at build time: this product registers them at run time only (ADR 0001). */
function remotes({ chunkId, chunkMapping }: { chunkId: string | number; chunkMapping: Record<string, unknown[]> }): void {
  if (chunkMapping[chunkId]?.length) throw report(new FederationError('remotes imported at build time are not supported: load them with loadRemote', 'load-failure', String(chunkId)));
}

const federation = {
  instance: undefined,
  initOptions: undefined,
  bundlerRuntimeOptions: {},
  attachShareScopeMap,
  bundlerRuntime: {
    S: registry().shareScopeMap,
    I,
    consumes,
    installInitialConsumes,
    initContainerEntry,
    remotes,
    init,
    getSharedFallbackGetter: ({ factory }: { factory: () => Promise<Factory> }) => factory,
  },
};

export default federation;
