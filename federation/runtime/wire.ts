// The federation startup of every build: what Rspack's generated runtime would wire up at the build's start
// (`__webpack_require__.I`, `.f.consumes`, `.initContainer`, `.getContainer`), in a fraction of its size. The
// federation policy puts this in place of the generated startup module (./entry-loader.cjs, ADR 0004).
import { registry, type ShareConfig, type ShareRules } from './registry';

type Factory = () => unknown;

/** One module a build offers (`initializeSharingData`) or uses (`consumesLoadingData`), as Rspack describes it. */
interface SharedModuleData {
  name: string;
  version: string;
  factory: () => Promise<Factory>;
  eager?: number | boolean;
  singleton?: number | boolean;
  requiredVersion?: string | false;
  strictVersion?: number | boolean;
}

interface ConsumeData {
  shareScope: string;
  shareKey: string;
  requiredVersion?: string | false;
  strictVersion?: boolean;
  singleton?: boolean;
  fallback: () => Promise<Factory>;
}

interface WebpackRequire {
  S: Record<string, unknown>;
  I: (scope: string, initScope?: unknown[]) => Promise<boolean>;
  R?: unknown;
  /** Absent from a runtime that loads no chunk (a worker's: `new Worker(new URL(…))`). */
  f?: Record<string, (chunkId: string | number, promises: Promise<unknown>[]) => void>;
  m: Record<string, (module: { exports: unknown }) => void>;
  c: Record<string, unknown>;
  initializeSharingData?: { scopeToSharingDataMapping: Record<string, (SharedModuleData | string | number)[]> };
  consumesLoadingData?: { chunkMapping: Record<string, (string | number)[]>; moduleIdToConsumeDataMapping: Record<string, ConsumeData>; initialConsumes: (string | number)[] };
  initializeExposesData?: { moduleMap: Record<string, () => Promise<Factory>>; shareScope?: string };
  initContainer?: (shareScope: unknown, initScope?: unknown[]) => Promise<unknown>;
  getContainer?: (module: string, getScope?: unknown) => Promise<Factory>;
}

const shareConfigOf = (data: SharedModuleData | ConsumeData): ShareConfig => ({
  singleton: Boolean(data.singleton),
  strictVersion: Boolean(data.strictVersion),
  requiredVersion: data.requiredVersion,
});

/** The host's rules, installed by its entry before any shared module is used. */
function rules(): ShareRules {
  const installed = registry().rules;
  if (!installed) throw new Error('federation: the page has no share rules; the host entry must call installFederationRules() first');
  return installed;
}

export function wireFederation(req: WebpackRequire, name: string): void {
  if (!req.initializeSharingData && !req.initializeExposesData) return;
  // A worker the build starts gets the federation's start too, but loads no chunk and shares nothing: it runs alone.
  if (!req.f) return;
  const chunkLoaders = req.f;
  const { shareScopeMap } = registry();
  // The first build to start is the page's host: its entry is the page's script.
  registry().hostRequire ??= req;
  req.S = shareScopeMap;

  // `__webpack_require__.I`: offer this build's shared modules in the page's share scope, once per scope.
  const offered = new Set<string>();
  req.I = (scopeName) => {
    if (!offered.has(scopeName)) {
      offered.add(scopeName);
      const scope = (shareScopeMap[scopeName] ??= {});
      for (const data of req.initializeSharingData?.scopeToSharingDataMapping[scopeName] ?? []) {
        if (typeof data !== 'object') continue;
        rules().provide(scope, data.name, { version: data.version, from: name, get: data.factory, eager: Boolean(data.eager), shareConfig: shareConfigOf(data) });
      }
    }
    return Promise.resolve(true);
  };

  // `__webpack_require__.f.consumes`: before a chunk runs, install the shared modules it uses.
  const consumes = req.consumesLoadingData;
  const installed: Record<string, Promise<unknown> | 0> = {};
  if (consumes) {
    chunkLoaders.consumes = (chunkId, promises) => {
      for (const id of consumes.chunkMapping[chunkId] ?? []) {
        if (installed[id] !== undefined) {
          if (installed[id]) promises.push(installed[id]);
          continue;
        }
        const data = consumes.moduleIdToConsumeDataMapping[id]!;
        const pending = (async () => {
          await req.I(data.shareScope);
          const chosen = rules().choose(shareScopeMap[data.shareScope], data.shareKey, shareConfigOf(data), name);
          return chosen ? rules().take(chosen, name) : data.fallback();
        })().then(
          (factory) => {
            installed[id] = 0;
            req.m[id] = (module) => {
              delete req.c[id];
              module.exports = (factory as Factory)();
            };
          },
          (error: unknown) => {
            delete installed[id];
            req.m[id] = () => {
              delete req.c[id];
              throw error;
            };
          },
        );
        promises.push((installed[id] = pending));
      }
    };
    for (const id of consumes.initialConsumes) {
      req.m[id] = () => {
        throw new Error(`${consumes.moduleIdToConsumeDataMapping[id]?.shareKey} is used before sharing is set up: start the app with import('./bootstrap')`);
      };
    }
  }

  // The container of a remote: the host starts it in the page's share scope, then asks for exposed modules.
  const exposes = req.initializeExposesData;
  if (exposes) {
    req.initContainer = () => req.I(exposes.shareScope ?? 'default');
    req.getContainer = (module, getScope) => {
      req.R = getScope;
      const factory = Object.hasOwn(exposes.moduleMap, module)
        ? exposes.moduleMap[module]!()
        : Promise.reject(new Error(`Module "${module}" does not exist in container.`));
      req.R = undefined;
      return factory;
    };
  }
}
