import { loadRemote, registerRemotes } from '@wellness/federation/runtime';
import { splitLocale } from '@wellness/shared/site-protocol';
import { AREA_EXPOSE, type AppStore, type AreaModule, type RemoteName, type RuntimeConfig } from '@wellness/shared/contract';

let registered: RuntimeConfig | null = null;

export function registerAreas(config: RuntimeConfig): void {
  registered = config;
  registerRemotes(Object.entries(config.remotes).map(([name, area]) => ({ name, entry: area.manifest })));
}

/** Loads a remote's area module. `fresh` re-registers the remote first, so its entry is fetched anew after a failure. */
export async function loadAreaModule(remote: RemoteName, fresh: boolean, store: AppStore): Promise<AreaModule> {
  if (fresh && registered) registerRemotes([{ name: remote, entry: registered.remotes[remote].manifest }], { force: true });
  const loaded = await loadRemote<AreaModule>(`${remote}/${AREA_EXPOSE.slice(2)}`);
  if (!loaded || typeof loaded.Component !== 'function') throw new Error(`${remote}/${AREA_EXPOSE} is not an area module (no Component export)`);
  // The area loads the page of the URL (and its first data) now, so it mounts without a spinner; if that fails, the
  // page loads as usual.
  await loaded.prepare?.(splitLocale(window.location.pathname).pathname, store).catch(() => undefined);
  return loaded;
}
