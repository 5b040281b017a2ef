import { createContext, use, useContext } from 'react';
import { runtimeConfigLoaded, runtimeConfigProblem, type AppStore, type RuntimeConfig } from '@wellness/shared/contract';
import { registerAreas } from './federation';

/** Reads /config.json, checks it, puts the API address in the store and registers each remote. */
export async function loadRuntimeConfig(store: AppStore): Promise<RuntimeConfig> {
  // Served no-cache, so every page load revalidates it; the page's <head> preloads this same request.
  const response = await fetch('/config.json');
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config: unknown = await response.json();
  const problem = runtimeConfigProblem(config);
  if (problem) throw new Error(problem);
  const checked = config as RuntimeConfig;
  store.dispatch(runtimeConfigLoaded(checked));
  registerAreas(checked);
  return checked;
}

export const RuntimeConfigContext = createContext<Promise<RuntimeConfig> | null>(null);

/** The runtime config; suspends until /config.json is read, throws to the nearest error boundary if it cannot be. */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig needs a RuntimeConfigContext provider');
  return use(config);
}
