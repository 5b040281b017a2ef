/** The site's name, as its header, footer and web manifest spell it. */
export const SITE_NAME = 'Wellness Travel';

/** The organisation's logo: the gold wordmark (168×36), which reads on light and dark backgrounds. */
export const LOGO_PATH = '/media/brand/logo.svg';

/** The page of a program, its canonical path. */
export const programPath = (slug: string) => `/program-details/${slug}`;

/** The site's search page, where the WebSite's search action lands. */
export const SEARCH_PATH = '/search';

/**
 * An absolute address of the site: a path gets the origin (one slash between them); an absolute `http(s)://` address
 * is kept as it is. schema.org consumers (and Google's rich results) need absolute URLs.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = origin.replace(/\/+$/, '');
  if (pathOrUrl === '') return `${base}/`;
  return `${base}/${pathOrUrl.replace(/^\/+/, '')}`;
}
