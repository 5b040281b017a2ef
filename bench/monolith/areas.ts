// The monolith's stand-in for shell/src/features/areas/federation.ts: the same area modules, imported directly.
import type { AreaModule, RemoteName, RuntimeConfig } from '@wellness/shared/contract';

const areas: Record<RemoteName, () => Promise<AreaModule>> = {
  marketing: () => import('../../mfe-marketing/src/app/Area'),
  catalog: () => import('../../mfe-catalog/src/app/Area'),
  dashboards: () => import('../../mfe-dashboards/src/app/Area'),
};

export function registerAreas(_config: RuntimeConfig): void {}

export function loadAreaModule(remote: RemoteName): Promise<AreaModule> {
  return areas[remote]();
}
