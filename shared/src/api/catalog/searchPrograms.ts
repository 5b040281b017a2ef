import { takeServerData, useLocale } from '@wellness/shared/contract';
import type { Locale } from '@wellness/shared/format';
import { searchApiParams, type ApiSuccess, type SearchCriteria, type SearchResponse } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

/**
 * One search: its criteria as the search page's URL holds them (words, category, place, filters, sort, page), how many
 * programs a page holds (`limit`, SEARCH_PAGE_SIZE by default) and whether to count each filter's values (`facets`).
 * The explore dropdown and the assistant ask `{ q, limit }`; the programs lists their category or place, filters and sort.
 */
export interface SearchArgs extends SearchCriteria {
  limit?: number;
  facets?: boolean;
  /** Where the page starts, when not at `(page - 1) × limit` (a programs list grown by "Show more"). */
  offset?: number;
  /** The currency of the price bounds and the price sort (the visitor's, with fresh rates); unset: each program's own. */
  currency?: string | undefined;
  /**
   * The page's language: the words match the programs' texts in it too, and the cards come in it where a program has
   * it. English (each program's original) is asked without it, so English answers keep their addresses.
   */
  lang?: Locale | undefined;
}

/** The search's arguments in the page's language (the key of its answer, on the server and in the browser alike). */
export const inLanguage = (args: SearchArgs, locale: Locale): SearchArgs => (locale === 'en' ? args : { ...args, lang: locale });

/**
 * The API path of a search (`/api/search?q=yoga&limit=12&facets=1`): what the page asks, and the key under which the
 * site's server hands the page the answer its HTML was rendered with (`SiteHandshake.data`).
 */
export function searchApiPath({ limit, facets, offset, currency, lang, ...criteria }: SearchArgs): string {
  const params = new URLSearchParams(searchApiParams(criteria, { limit, facets, offset }));
  if (currency) params.set('currency', currency);
  if (lang && lang !== 'en') params.set('lang', lang);
  return `/api/search?${params}`;
}

export const searchApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /api/search with every filter and sort, `offset` from the page, and `facets=1` when asked. */
    catalogSearch: build.query<SearchResponse, SearchArgs>({
      async queryFn(args, _api, _extra, baseQuery) {
        // The results the server rendered the page with, when they are these: no request for what the HTML shows.
        const held = takeServerData(searchApiPath(args)) as SearchResponse | undefined;
        if (held && Array.isArray(held.programs)) return { data: held };
        const result = await baseQuery({ url: searchApiPath(args), timeout: CATALOG_API_TIMEOUT_MS });
        if (result.error) return { error: logFailure('the search results')(result.error) };
        return { data: (result.data as ApiSuccess<SearchResponse>).data };
      },
      // A visitor often types a word again (or deletes back to it), or goes back a page: its answer stays a while.
      keepUnusedDataFor: 120,
    }),
  }),
});

const { useCatalogSearchQuery: useSearchQuery } = searchApi;

/** A search in the page's language: a language switch asks again, for the cards in the new one. */
export const useCatalogSearchQuery: typeof useSearchQuery = (args, options) => {
  const locale = useLocale();
  return useSearchQuery(typeof args === 'object' ? inLanguage(args, locale) : args, options);
};
