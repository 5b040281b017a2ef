// Where every part of the product runs: the one place for ports and URLs (the shell on 3000, the remotes on 3001-3003,
// the API on 4000). Used by the rspack configs, the scripts, the API's CORS list and the default /config.json. Plain
// ESM so Node scripts import it as is.

/** @typedef {'shell' | 'marketing' | 'catalog' | 'dashboards'} AppName */
/** @typedef {'marketing' | 'catalog' | 'dashboards'} RemoteName */

/** @type {Readonly<Record<AppName | 'api', number>>} */
export const PORTS = Object.freeze({ shell: 3000, marketing: 3001, catalog: 3002, dashboards: 3003, api: 4000 });

/** @type {readonly RemoteName[]} */
export const REMOTE_NAMES = Object.freeze(['marketing', 'catalog', 'dashboards']);

/** @type {readonly AppName[]} */
export const APP_NAMES = Object.freeze(['shell', ...REMOTE_NAMES]);

/** The folder of each app in the workspace. */
/** @type {Readonly<Record<AppName, string>>} */
export const APP_DIRS = Object.freeze({ shell: 'shell', marketing: 'mfe-marketing', catalog: 'mfe-catalog', dashboards: 'mfe-dashboards' });

const LOCAL_HOST = 'localhost';

/** @param {AppName | 'api'} name @param {number} [port] */
export function localUrl(name, port = PORTS[name]) {
  return `http://${LOCAL_HOST}:${port}`;
}

/** Origins the API answers with CORS by default: the shell and each remote's standalone page, by name and by IP. */
export const SITE_ORIGINS = Object.freeze(
  APP_NAMES.flatMap((name) => [localUrl(name), `http://127.0.0.1:${PORTS[name]}`]),
);

/** In development the API also accepts any loopback origin, so a remote's dev server may take a free port. */
export const DEV_ORIGIN_PATTERN = /^http:\/\/(localhost|127\.0\.0\.1):\d{2,5}$/;

/**
 * Each remote's area as a local config places it. Its paths are those the remote publishes with its navigation (its
 * route table's top-level paths), so a new page changes nothing here; a deployment may give an area more `paths` in
 * its /config.json. The dashboards are an app, not a page: no site footer under them.
 * @type {Readonly<Record<RemoteName, { paths?: readonly string[], footer?: boolean }>>}
 */
export const DEFAULT_AREAS = Object.freeze({
  marketing: {},
  catalog: {},
  dashboards: { footer: false },
});

/**
 * The /config.json of a local composed site: the API and every remote on its own port. One browser may preview
 * another release of a remote (`?preview=catalog:<manifest URL>`) from the remotes' own origins only, where
 * `pnpm release` keeps them (`/releases/<version>/`); a production config names its release origins, or none.
 */
export function localRuntimeConfig() {
  return {
    apiBaseUrl: localUrl('api'),
    previewOrigins: REMOTE_NAMES.map((name) => localUrl(name)),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { manifest: `${localUrl(name)}/mf-manifest.json`, ...DEFAULT_AREAS[name] }]),
    ),
  };
}
