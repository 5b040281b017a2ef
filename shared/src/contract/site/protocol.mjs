// The protocol between the site's server, the apps' builds and the page (ADR 0006): the names each side writes and
// the other reads, and the rules both apply to a path. A plain ES module, so the server (Node, run without a build
// step) and the apps (bundled) import the very same strings.

/** The page's prerendered first view, which the server puts in the HTML before the app's root. */
export const FIRST_VIEW_ID = 'first-view';

/** The first view's wrapper, the shell's header in it, and the page's main content in it (classes the shell styles). */
export const FIRST_VIEW_LAYOUT_CLASS = 'first-view-layout';
export const FIRST_VIEW_HEADER_CLASS = 'first-view-header';
export const FIRST_VIEW_MAIN_CLASS = 'first-view-main';

/**
 * The inert <template> in which the server holds the script preloads of a page served with its first view; the
 * shell's entry puts them into the head once the browser has painted that view.
 */
export const PRELOADS_AFTER_FIRST_PAINT_ID = 'preloads-after-first-paint';

/** The JSON the server hands the page (`<script type="application/json" id=…>`, a `SiteHandshake`). */
export const HANDSHAKE_ID = 'site-handshake';

/** The browser storage entry of the visitor's session token: the contract's session writes it, the shell's entry reads it. */
export const SESSION_TOKEN_STORAGE_KEY = 'wellness_token';

/**
 * The cookie that carries the same token to the site's server, so a private page it renders holds the visitor's own
 * data (ADR 0018). The contract's session writes it beside the storage; only the site's server reads it (the API takes
 * the token from the Authorization header alone).
 */
export const SESSION_COOKIE = 'wellness_session';

/**
 * The `Symbol.for` key of the calls the shell's entry started with the visitor's session (the handshake's `session`),
 * where the page takes their answers (`takeSessionStarted`). A global, not a module's variable: the entry and the
 * contract that takes them are separate chunks, and the contract may come from another build.
 */
export const SESSION_CALLS_KEY = 'wellness.sessionCalls';

/** What a remote's build publishes beside its `mf-manifest.json`: its navigation declaration. */
export const NAVIGATION_FILE = 'navigation.json';

/** The folder, under a remote's public path, of its first views, the calls its pages make first and its server views. */
export const FIRST_VIEW_DIR = 'first-view';

/**
 * The files a remote publishes for the page whose chunk is `chunk`: its first view (the page without data, which the
 * server falls back to when the page's server view cannot be had) and the API calls the page makes first.
 * The view is written once per language (`<chunk>.html` in English, `<chunk>.es.html`, `<chunk>.fr.html`).
 * @param {string} chunk
 * @param {string} [locale]
 */
export function firstViewFiles(chunk, locale = 'en') {
  return {
    view: `${FIRST_VIEW_DIR}/${chunk}${locale === 'en' ? '' : `.${locale}`}.html`,
    calls: `${FIRST_VIEW_DIR}/${chunk}.data.json`,
  };
}

/**
 * The names a remote gives the chunk of the page at a path (`route-index` for `/`, `route-program-details` for
 * `/program-details`), longest first: the convention that lets the server find a page's files.
 * @param {string} pathname
 * @returns {string[]}
 */
export function pageChunkNames(pathname) {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 0) return ['route-index'];
  return parts.map((_, i) => `route-${parts.slice(0, parts.length - i).join('-')}`);
}

/**
 * Whether `path` owns `pathname`: every path owns itself and below, except `/`, which owns only itself. The rule of
 * the config's area paths, and of the guards and layout rules remotes declare.
 * @param {string} path
 * @param {string} pathname
 */
export function ownsPath(path, pathname) {
  if (path === '/') return pathname === '/';
  const own = path.replace(/\/$/, '');
  return pathname === own || pathname.startsWith(`${own}/`);
}

/**
 * The area that owns a path: first by the paths the config gives each remote, then by the top-level paths each
 * remote publishes (its navigation declaration's `paths`), so a remote's new page needs no change of the config;
 * null when none does. The deployment's word comes first: a remote cannot take a path the config gives another.
 * @param {Record<string, { paths?: readonly string[] }>} remotes the `remotes` of a /config.json
 * @param {string} pathname
 * @param {Readonly<Record<string, { paths?: readonly string[] } | undefined>>} [navigation] each remote's declaration
 * @returns {string | null}
 */
export function areaForPath(remotes, pathname, navigation = {}) {
  const names = Object.keys(remotes);
  const owner = (/** @type {(name: string) => readonly string[] | undefined} */ pathsOf) => names.find((name) => pathsOf(name)?.some((p) => ownsPath(p, pathname)));
  return owner((name) => remotes[name]?.paths) ?? owner((name) => navigation[name]?.paths) ?? null;
}

/**
 * What a remote with server views publishes (ADR 0010): `first-view/server.json` names its Node bundle
 * (`{ "bundle": "server.<hash>.cjs", "routes": ["/program-details", …] }`), content-hashed beside it, which the site's
 * server loads from the remote's own address and runs for a page of one of those routes.
 */
export const SERVER_VIEWS_FILE = `${FIRST_VIEW_DIR}/server.json`;

// The language in a path: written in its own module, which the contract's router imports (a module of the contract's
// chunk), and re-exported here for the site's server and the apps.
export { PATH_LOCALES, splitLocale, localizePath, localeBasename } from './localePath.mjs';

/** The cookie that remembers a visitor's language (`en`, `es`, `fr`): the server sends `/` to it. */
export const LANGUAGE_COOKIE = 'lang';
