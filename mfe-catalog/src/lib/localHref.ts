import { useLocale } from '@wellness/shared/contract';

/**
 * A path of the site as a plain `<a href>` writes it on this page: with the page's language (`/es/program-details/…`
 * on a Spanish page), so a new tab or a visitor without JavaScript stays in it. `<Link to>` and `navigate()` need no
 * such help: the router's base is the language.
 *
 * The contract's rule (`localizePath` of @wellness/shared/site-protocol) written again for a path without a language:
 * importing that module into this remote's page chunks took them out of its federation manifest (mf-manifest.json),
 * so the site's server found no page chunk and served no server view. Its test keeps both equal.
 */
export function useLocalHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localHref(path, locale);
}

export const localHref = (path: string, locale: string) => (locale === 'es' || locale === 'fr' ? `/${locale}${path === '/' ? '' : path}` : path);
