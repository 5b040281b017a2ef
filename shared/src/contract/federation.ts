import type { ComponentType } from 'react';
import type { RemoteName } from '@wellness/federation/sites';
import { areaForPath as areaOfPath } from './site/protocol.mjs';
import type { SiteNavigation } from './navigation/select';
import type { AppStore } from './store/makeStore';

export type { RemoteName };

/** One remote's place in the composed site, as /config.json assigns it. */
export interface AreaConfig {
  /** The remote's `mf-manifest.json`. */
  manifest: string;
  /**
   * Paths the deployment gives the area, besides the top-level paths the remote publishes (its navigation
   * declaration's `paths`): each matches itself and below, except `/`, which matches only itself.
   */
  paths?: readonly string[];
  /** The site footer under this area (default true); the dashboards are an app, not a page. */
  footer?: boolean;
}

/** The shape of the shell's `/config.json`: where the API and each remote live, and which paths each area owns. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, AreaConfig>;
  /**
   * The origins a browser may preview another release of a remote from (`?preview=<remote>:<manifest URL>`, for that
   * browser alone): previews are off unless the config names them, and the page's scripts may come only from them.
   */
  previewOrigins?: string[];
  /** The site's public origin (`https://example.com`), for canonical addresses; without it, the origin asked. */
  siteUrl?: string;
}

/**
 * What a remote exposes: its whole area. `Component` renders the area's own routes (React Router `<Routes>`) for
 * every path /config.json assigns to it; the shell keeps it mounted while the location stays inside the area.
 */
export interface AreaModule {
  Component: ComponentType;
  /**
   * Loads what the page at `pathname` needs before the shell mounts the area, so it renders without a spinner: its
   * code, and data it may put in the shared `store` (an answer the site's server started with the page).
   */
  prepare?: (pathname: string, store: AppStore) => Promise<void>;
}

/** Every module a remote exposes, by expose name: the whole typed surface between the shell and the remotes. */
export interface RemoteExposes {
  './Area': AreaModule;
}
export type ExposeName = keyof RemoteExposes;
export const AREA_EXPOSE = './Area' satisfies ExposeName;

/**
 * The area that owns a location: by the paths /config.json gives each remote, then by the top-level paths each
 * remote publishes in its navigation declaration; null when none does.
 */
export function areaForPath(config: Pick<RuntimeConfig, 'remotes'>, pathname: string, navigation: SiteNavigation = {}): RemoteName | null {
  return areaOfPath(config.remotes, pathname, navigation) as RemoteName | null;
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/** An http(s) origin as URL writes it: scheme, host and port, nothing else. */
function isOrigin(value: unknown): value is string {
  if (!isString(value)) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

/** Checks a fetched /config.json; returns the reason it is unusable, or null. */
export function runtimeConfigProblem(value: unknown): string | null {
  const v = value as Partial<RuntimeConfig> | null;
  if (!v || typeof v !== 'object') return 'config.json is not a JSON object';
  if (!isString(v.apiBaseUrl)) return 'config.json has no apiBaseUrl';
  if (!v.remotes || typeof v.remotes !== 'object' || Object.keys(v.remotes).length === 0) return 'config.json has no remotes';
  for (const [name, area] of Object.entries(v.remotes)) {
    if (!area || !isString(area.manifest)) return `config.json has no manifest for the ${name} remote`;
    if (area.paths !== undefined && !(Array.isArray(area.paths) && area.paths.every((p) => isString(p) && p.startsWith('/')))) return `config.json has paths for the ${name} remote that are not paths of the site`;
  }
  if (v.previewOrigins !== undefined && !(Array.isArray(v.previewOrigins) && v.previewOrigins.every(isOrigin))) {
    return 'config.json has previewOrigins that are not http(s) origins';
  }
  if (v.siteUrl !== undefined && !isOrigin(v.siteUrl)) return 'config.json has a siteUrl that is not an http(s) origin';
  return null;
}
