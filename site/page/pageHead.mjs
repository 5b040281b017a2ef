// A page's head from what its server view says of it (`PageHead`): the canonical address on the site's origin, Open
// Graph and Twitter card tags, robots, and its structured data (the organisation on every page is its own step).
import { attr } from './html.mjs';
import { SITE_NAME } from './organization.mjs';

/**
 * The site's origin for canonical addresses: the live config's `siteUrl` when it names one, else the origin the
 * visitor asked (a local or preview deployment).
 * @param {import('@wellness/shared/contract').RuntimeConfig} config
 * @param {URL} url
 */
export function siteOrigin(config, url) {
  if (typeof config.siteUrl === 'string') {
    try {
      return new URL(config.siteUrl).origin;
    } catch {
      // Not an address: the request's origin.
    }
  }
  return url.origin;
}

/** An address on the site, or an http(s) address as it is. @param {string} origin @param {string} pathOrUrl */
const absolute = (origin, pathOrUrl) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`);

/**
 * One `<script type="application/ld+json">`: `<` written as `\u003c`, so no value closes the element.
 * @param {unknown} value
 */
export const jsonLd = (value) => `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The tags of a page's head (the title and the description replace the shell's own, in `pageHtml`).
 * @param {import('@wellness/shared/contract').PageHead} head
 * @param {string} origin
 * @returns {string[]}
 */
export function headTags(head, origin) {
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
    ...(head.jsonLd ?? []).map(jsonLd),
  ];
}
