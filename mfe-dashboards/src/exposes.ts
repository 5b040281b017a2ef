import type { RemoteExposes } from '@wellness/shared/contract';
import type * as Area from './app/Area';

/** What this remote exposes, declared once: the rspack config builds its federation `exposes` from this list. */
export const exposes = {
  './Area': './src/app/Area.tsx',
} as const satisfies Record<keyof RemoteExposes, string>;

// Each exposed module has the shape the shell mounts: renaming an expose or its export fails typecheck here.
type Exposed<T extends { [K in keyof typeof exposes]: RemoteExposes[K] }> = T;
export type DashboardsExposes = Exposed<{ './Area': typeof Area }>;
