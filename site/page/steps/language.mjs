import { LANGUAGE_COOKIE, localizePath, PATH_LOCALES, splitLocale } from '@wellness/shared/site-protocol';
import { attr } from '../html.mjs';
import { siteOrigin } from '../pageHead.mjs';

/** The site's languages, English first (the default, and `x-default`). */
const LANGUAGES = /** @type {const} */ (['en', ...PATH_LOCALES]);

/** A language the site speaks named by a cookie's value, or null. @param {string | undefined} cookie */
function cookieLanguage(cookie) {
  const value = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})\\b`).exec(cookie ?? '')?.[1];
  return value && /** @type {readonly string[]} */ (LANGUAGES).includes(value) ? value : null;
}

/**
 * The first of the visitor's languages the site speaks (`fr-CH,fr;q=0.9,en;q=0.8` → `fr`), by their weights; null
 * without one. @param {string | undefined} header
 */
function acceptedLanguage(header) {
  const ranked = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(/q=([\d.]+)/.exec(params.join(';'))?.[1] ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.find(({ language }) => /** @type {readonly string[]} */ (LANGUAGES).includes(language))?.language ?? null;
}

/**
 * The page's language is the URL's: `/es/…` and `/fr/…` are the pages of `/…` in Spanish and French (English has no
 * prefix). The steps after this one see the path without its language (`page.request.url`) and the language in
 * `page.locale`. `/` alone goes to the visitor's language: the one they chose (the cookie), else their browser's
 * first (Accept-Language); crawlers send neither and get English.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function pageLanguage(page) {
  const { url, headers = {} } = page.request;
  const { locale, pathname } = splitLocale(url.pathname);
  page.locale = locale;
  if (url.pathname === '/') {
    const cookie = headers.cookie;
    const wanted = cookieLanguage(Array.isArray(cookie) ? cookie.join(';') : cookie) ?? acceptedLanguage(/** @type {string | undefined} */ (headers['accept-language']));
    page.headers.Vary = 'Cookie, Accept-Language';
    if (wanted && wanted !== 'en') {
      page.status = 302;
      page.headers.Location = `${localizePath('/', wanted)}${url.search}`;
      page.done = true;
      return;
    }
  }
  if (locale !== 'en') page.request = { ...page.request, url: new URL(`${pathname}${url.search}`, url) };
}

/**
 * Each public page names itself in every language, and English as `x-default` (Google's reciprocal hreflang links):
 * the same path and query under each language's prefix, on the site's origin. Not on a 404 or a private page.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function alternateLanguages(page) {
  if (page.status !== 200 || page.headers['x-robots-tag'] === 'noindex') return;
  const origin = siteOrigin(page.request.config);
  const path = page.canonical ?? `${page.request.url.pathname}${page.request.url.search}`;
  /** @param {string} hreflang @param {string} locale */
  const link = (hreflang, locale) => `<link rel="alternate" hreflang="${hreflang}" href="${attr(`${origin}${localizePath(path, locale)}`)}">`;
  page.head.push(...LANGUAGES.map((locale) => link(locale, locale)), link('x-default', 'en'));
}
