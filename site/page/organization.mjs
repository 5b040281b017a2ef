// The organisation behind the site, as schema.org JSON-LD, on every page. Written here while the shared SEO builders
// are on their own branch: at merge this moves to `organizationLd` of `@wellness/shared/seo`, and this file goes.

/** The site's name, as pages, cards and Open Graph say it. */
export const SITE_NAME = 'Wellness Travel';

/**
 * @param {string} origin the site's origin, without a trailing slash
 * @returns {Record<string, unknown>}
 */
export function organizationLd(origin) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: SITE_NAME,
    url: `${origin}/`,
    logo: `${origin}/media/brand/favicon.svg`,
    description: 'Exclusive wellness retreats, longevity clinics and elite health programs worldwide.',
  };
}
