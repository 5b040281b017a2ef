import { useLocale } from '@wellness/shared/contract';
import { localizePath } from '@wellness/shared/site-protocol';

/**
 * A path of the site as a plain `<a href>` writes it on this page: with the page's language (`/es/program-details/…`
 * on a Spanish page), so a new tab or a visitor without JavaScript stays in it. `<Link to>` and `navigate()` need no
 * such help: the router's base is the language.
 */
export function useLocalHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizePath(path, locale);
}
