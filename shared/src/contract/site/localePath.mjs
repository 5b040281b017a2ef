// The language segment of the site's paths (`/es/…`, `/fr/…`, English unprefixed): plain JavaScript for the site's
// server and the browser alike.
/**
 * The languages a path may begin with (English, the default, has no prefix): `/es/…` and `/fr/…` are the same pages
 * as `/…`, in Spanish and French. The same list as LOCALES of @wellness/shared/format.
 */
export const PATH_LOCALES = /** @type {const} */ (['es', 'fr']);

/**
 * The language of a path and the path without it: `/fr/pricing` → `{ locale: 'fr', pathname: '/pricing' }`, `/es` →
 * `/`; a path without a language is English as it is.
 * @param {string} pathname
 * @returns {{ locale: 'en' | 'es' | 'fr', pathname: string }}
 */
export function splitLocale(pathname) {
  const match = /^\/(es|fr)(\/.*)?$/.exec(pathname);
  if (!match) return { locale: 'en', pathname };
  return { locale: /** @type {'es' | 'fr'} */ (match[1]), pathname: match[2] || '/' };
}

/**
 * A path of the site (with its query and fragment, if any) in a language: `/pricing?x=1` in French is
 * `/fr/pricing?x=1`, `/` is `/fr`; English is unprefixed. A path already in a language is moved to the new one.
 * @param {string} path
 * @param {string} locale
 */
export function localizePath(path, locale) {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  const rest = at === -1 ? '' : path.slice(at);
  const bare = splitLocale(pathname || '/').pathname;
  if (!PATH_LOCALES.includes(/** @type {'es' | 'fr'} */ (locale))) return `${bare}${rest}`;
  return `/${locale}${bare === '/' ? '' : bare}${rest}`;
}

/**
 * The router's base for a language (`/fr`), or `/` for English: links inside the app are written without a language
 * and the router adds it.
 * @param {string} locale
 */
export const localeBasename = (locale) => (PATH_LOCALES.includes(/** @type {'es' | 'fr'} */ (locale)) ? `/${locale}` : '/');

