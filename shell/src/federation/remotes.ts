import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { getRuntimeConfig, REMOTE_NAMES, setRuntimeConfig, type RemoteName, type RemoteRouteModule, type RuntimeConfig } from '@wellness/shared';

let configReady: Promise<RuntimeConfig> | null = null;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  const v = value as RuntimeConfig | null;
  return typeof v?.apiBaseUrl === 'string' && REMOTE_NAMES.every((name) => typeof v.remotes?.[name] === 'string');
}

/** Reads /config.json once and registers the remotes it names; falls back to the built-in local defaults. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  configReady ??= fetch('/config.json', { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`status ${response.status}`))))
    .then((json: unknown) => {
      if (!isRuntimeConfig(json)) throw new Error('config.json is missing apiBaseUrl or a remote');
      return json;
    })
    .catch((error: unknown) => {
      console.error('[config] using built-in defaults:', error);
      return getRuntimeConfig();
    })
    .then((config) => {
      setRuntimeConfig(config);
      registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
      return config;
    });
  return configReady;
}

/** Loads one exposed route module. After a failure, `fresh` re-registers the remote so its entry is fetched anew. */
export async function loadRemoteRoute(remote: RemoteName, module: string, fresh = false): Promise<RemoteRouteModule> {
  const config = await loadRuntimeConfig();
  if (fresh) registerRemotes([{ name: remote, entry: config.remotes[remote] }], { force: true });
  const loaded = await loadRemote<RemoteRouteModule>(`${remote}/${module.replace(/^\.\//, '')}`);
  if (!loaded || typeof loaded.Component !== 'function') {
    throw new Error(`${remote}/${module} is not a route module (no Component export)`);
  }
  return loaded;
}
