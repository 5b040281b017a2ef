import { searchApiParams, type ApiSuccess, type SearchCriteria, type SearchResponse } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

/**
 * One search: its criteria as the search page's URL holds them (words, category, place, filters, sort, page), how many
 * programs a page holds (`limit`, SEARCH_PAGE_SIZE by default) and whether to count each filter's values (`facets`).
 * The explore dropdown and the assistant ask `{ q, limit }`.
 */
export interface SearchArgs extends SearchCriteria {
  limit?: number;
  facets?: boolean;
}

export const searchApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /api/search with every filter and sort, `offset` from the page, and `facets=1` when asked. */
    catalogSearch: build.query<SearchResponse, SearchArgs>({
      query: ({ limit, facets, ...criteria }) => ({ url: '/api/search', params: searchApiParams(criteria, { limit, facets }), timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<SearchResponse>) => response.data,
      transformErrorResponse: logFailure('the search results'),
      // A visitor often types a word again (or deletes back to it), or goes back a page: its answer stays a while.
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useCatalogSearchQuery } = searchApi;
