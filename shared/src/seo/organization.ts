import { ld, type JsonLd } from './clean';
import { absoluteUrl, LOGO_PATH, SEARCH_PATH, SITE_NAME } from './site';

/** The organisation behind the site, on every page (Google's Organization: name, url, logo). */
export function organizationLd(origin: string): JsonLd {
  return ld('Organization', {
    '@id': absoluteUrl(origin, '/#organization'),
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, LOGO_PATH),
  });
}

/** The site itself, with its search (Google's sitelinks search box reads the SearchAction). */
export function websiteLd(origin: string): JsonLd {
  return ld('WebSite', {
    '@id': absoluteUrl(origin, '/#website'),
    name: SITE_NAME,
    url: absoluteUrl(origin, '/'),
    publisher: { '@id': absoluteUrl(origin, '/#organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, SEARCH_PATH)}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  });
}
