// The search page's URL and the API query of a search, apart from the query's schema so that a page which only links
// to a search (the assistant) does not load zod for it. Re-exported by search.ts: import from either.
import type { SearchSort } from './search';

/** Programs per page of the search page. */
export const SEARCH_PAGE_SIZE = 12;

/** What a search asks, as the search page's URL holds it. */
export interface SearchCriteria {
  q?: string | undefined;
  category?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minNights?: number | undefined;
  maxNights?: number | undefined;
  month?: string | undefined;
  guests?: number | undefined;
  instant?: boolean | undefined;
  minRating?: number | undefined;
  sort?: SearchSort | undefined;
  /** 1-based; 1 is not written. */
  page?: number | undefined;
}

/** The URL's parameters, in the one order every link and canonical URL writes them. */
export const SEARCH_PARAM_ORDER = ['q', 'category', 'country', 'city', 'minPrice', 'maxPrice', 'minNights', 'maxNights', 'month', 'guests', 'instant', 'minRating', 'sort', 'page'] as const;

/** The search page's path. */
export const SEARCH_PATH = '/search';

/** The query string (without `?`) of `criteria`, parameters in SEARCH_PARAM_ORDER, defaults left out. */
export function searchQueryString(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    const value = criteria[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === 'relevance') continue;
    params.set(key, value === true ? '1' : String(value));
  }
  return params.toString();
}

/** The search page's address for `criteria` (`/search` alone for none). */
export function searchHref(criteria: SearchCriteria): string {
  const query = searchQueryString(criteria);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/** The API query (GET /api/search) for one page of `criteria`. */
export function searchApiParams(criteria: SearchCriteria, options: { limit?: number; facets?: boolean } = {}): Record<string, string> {
  const limit = options.limit ?? SEARCH_PAGE_SIZE;
  const params: Record<string, string> = Object.fromEntries(new URLSearchParams(searchQueryString({ ...criteria, page: undefined })));
  params.limit = String(limit);
  if ((criteria.page ?? 1) > 1) params.offset = String(((criteria.page ?? 1) - 1) * limit);
  if (options.facets) params.facets = '1';
  return params;
}
