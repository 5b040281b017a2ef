// A page's head from what its server view says of it (`PageHead`): the canonical address on the site's origin, Open
// Graph and Twitter card tags, robots, and its structured data (the organisation on every page is its own step).
import { localUrl } from '@wellness/federation/sites';
import { attr } from './html.mjs';
import { SITE_NAME } from './organization.mjs';

/** An http(s) origin as written (no path, query or fragment), or null. @param {unknown} value */
function originOf(value) {
  if (typeof value !== 'string' || !value) return null;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/+$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's origin for canonical addresses and `og:url`: from configuration only, never from the request (a `Host`
 * header is the visitor's to write, so a page could be made to name another site as its canonical address). The live
 * config's `siteUrl`, else the site server's SITE_URL (the variable the API's links use), else the local site,
 * http://localhost:3000.
 * @param {import('@wellness/shared/contract').RuntimeConfig} config
 */
export function siteOrigin(config) {
  return originOf(config.siteUrl) ?? originOf(process.env.SITE_URL) ?? localUrl('shell');
}

/** An address on the site, or an http(s) address as it is. @param {string} origin @param {string} pathOrUrl */
const absolute = (origin, pathOrUrl) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`);

/**
 * One `<script type="application/ld+json">`: `<` written as `\u003c`, so no value closes the element.
 * @param {unknown} value
 */
export const jsonLd = (value) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** schema.org types that take `inLanguage` (creative works: pages and the site), of those our views write. */
const WITH_LANGUAGE = new Set(['WebPage', 'AboutPage', 'FAQPage', 'CollectionPage', 'SearchResultsPage', 'ItemPage', 'ContactPage', 'WebSite']);

/**
 * A page's structured data saying its language: `inLanguage` on each page-like object; a page whose data has none
 * (a program is a `Product`, which takes no `inLanguage`) gets a `WebPage` that does, with its address and title.
 * @param {Record<string, unknown>[]} list @param {string} locale @param {string} url @param {string} title
 */
export function withLanguage(list, locale, url, title) {
  const tagged = list.map((o) => (WITH_LANGUAGE.has(String(o['@type'])) ? { ...o, inLanguage: locale } : o));
  if (tagged.some((o) => WITH_LANGUAGE.has(String(o['@type'])))) return tagged;
  return [...tagged, { '@context': 'https://schema.org', '@type': 'WebPage', url, name: title, inLanguage: locale }];
}

/**
 * The tags of a page's head (the title and the description replace the shell's own, in `pageHtml`).
 * @param {import('@wellness/shared/contract').PageHead} head
 * @param {string} origin
 * @param {string} [locale] the page's language (`en`, `es`, `fr`)
 * @returns {string[]}
 */
export function headTags(head, origin, locale = 'en') {
  const url = absolute(origin, head.canonical);
  const image = head.image ? absolute(origin, head.image) : null;
  /** @param {string} property @param {string} content */
  const og = (property, content) => `<meta property="${property}" content="${attr(content)}">`;
  /** @param {string} name @param {string} content */
  const meta = (name, content) => `<meta name="${name}" content="${attr(content)}">`;
  return [
    `<link rel="canonical" href="${attr(url)}">`,
    ...(head.noindex ? [meta('robots', 'noindex')] : []),
    og('og:type', head.jsonLd?.some((o) => o['@type'] === 'Product') ? 'product' : 'website'),
    og('og:site_name', SITE_NAME),
    og('og:title', head.title),
    og('og:description', head.description),
    og('og:url', url),
    ...(image ? [og('og:image', image)] : []),
    meta('twitter:card', 'summary_large_image'),
    meta('twitter:title', head.title),
    meta('twitter:description', head.description),
    ...(image ? [meta('twitter:image', image)] : []),
    ...withLanguage(head.jsonLd ?? [], locale, url, head.title).map(jsonLd),
  ];
}
