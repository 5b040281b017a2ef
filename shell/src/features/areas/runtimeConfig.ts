import { createContext, use, useContext } from 'react';
import { runtimeConfigLoaded, runtimeConfigProblem, type AppStore, type RuntimeConfig } from '@wellness/shared/contract';
import { loadNavigation } from '../../lib/navigation/siteNavigation';
import { registerAreas } from './federation';
import { previewsFor, withPreviews, type Previews } from './preview';

/** The config this page runs, and the remote releases this browser previews in place of the live ones. */
export type LoadedConfig = RuntimeConfig & { previews: Previews };

/** Reads /config.json, checks it, puts the API address in the store, registers each remote and reads its navigation. */
export async function loadRuntimeConfig(store: AppStore): Promise<LoadedConfig> {
  // Served no-cache, so every page load revalidates it; the page's <head> preloads this same request.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config: unknown = await response.json();
  const problem = runtimeConfigProblem(config);
  if (problem) throw new Error(problem);
  const previews = previewsFor(config as RuntimeConfig, window.location.search, window.localStorage);
  const loaded = { ...withPreviews(config as RuntimeConfig, previews), previews };
  store.dispatch(runtimeConfigLoaded(loaded));
  registerAreas(loaded);
  void loadNavigation(loaded, store);
  return loaded;
}

export const RuntimeConfigContext = createContext<Promise<LoadedConfig> | null>(null);

/** The runtime config; suspends until /config.json is read, throws to the nearest error boundary if it cannot be. */
export function useRuntimeConfig(): LoadedConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigContext provider');
  return use(config);
}
