// Where every part of the product runs: the one place for ports and URLs (DESIGN §3). Used by the rspack configs,
// the scripts, the API's CORS list and the default /config.json. Plain ESM so Node scripts import it as is.

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

export const LOCAL_HOST = 'localhost';

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
 * Where the shell mounts each remote's area by default: every path matches itself and below, except `/`, which
 * matches only itself. A deployment may assign other paths in its /config.json.
 * @type {Readonly<Record<RemoteName, { paths: readonly string[], footer?: boolean }>>}
 */
export const DEFAULT_AREAS = Object.freeze({
  marketing: { paths: ['/', '/about', '/pricing', '/chat'] },
  catalog: { paths: ['/explore', '/programs', '/program-details'] },
  dashboards: { paths: ['/dashboard'], footer: false },
});

/**
 * The /config.json of a local composed site: the API and every remote on its port of DESIGN §3. A local site allows
 * previewing another release of a remote in one browser (`?preview=catalog:<manifest URL>`); a production config
 * leaves `allowPreview` out.
 */
export function localRuntimeConfig() {
  return {
    apiBaseUrl: localUrl('api'),
    allowPreview: true,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, { manifest: `${localUrl(name)}/mf-manifest.json`, ...DEFAULT_AREAS[name] }]),
    ),
  };
}

/**
 * The area that owns a path: each area path owns itself and below, except `/`, which owns only itself.
 * @param {Record<string, { paths: readonly string[] }>} remotes the `remotes` of a /config.json
 * @param {string} pathname
 * @returns {string | null}
 */
export function areaForPath(remotes, pathname) {
  for (const [name, area] of Object.entries(remotes)) {
    const owns = area.paths.some((p) => (p === '/' ? pathname === '/' : pathname === p || pathname.startsWith(`${p.replace(/\/$/, '')}/`)));
    if (owns) return name;
  }
  return null;
}

/**
 * The names a remote gives the chunk of the page at a path (`route-index` for `/`, `route-program-details` for
 * `/program-details`), longest first: a convention that lets the server preload the page a visitor asked for.
 * @param {string} pathname
 * @returns {string[]}
 */
export function pageChunkNames(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return ['route-index'];
  return parts.map((_, i) => `route-${parts.slice(0, parts.length - i).join('-')}`);
}

/**
 * Whether a page runs its first section under the transparent header (SPEC §2: the home page only). The shell's
 * layout and the server's prerendered first paint both follow it.
 * @param {string} pathname
 */
export function runsUnderHeader(pathname) {
  return pathname === '/';
}

/**
 * The shell's prerendered header in a first view (ADR 0005): the class of its wrapper, which the site's server writes
 * and the shell removes when its real header commits, and the key of the header as on a page it does not link to
 * (`first-paint/chrome.json`).
 */
export const FIRST_PAINT_HEADER_CLASS = 'first-paint-header';
export const HEADER_ELSEWHERE = '*';
