import type { ApiSuccess, SearchResponse } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

export interface SearchArgs {
  q: string;
  limit?: number;
}

export const searchApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /api/search?q=&limit= : case-insensitive substring match on name, location, details, country and city. */
    catalogSearch: build.query<SearchResponse, SearchArgs>({
      query: ({ q, limit }) => ({ url: '/api/search', params: limit ? { q, limit: String(limit) } : { q }, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<SearchResponse>) => response.data,
      transformErrorResponse: logFailure('the search results'),
      // A visitor often types a word again (or deletes back to it): its answer stays a while.
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useCatalogSearchQuery } = searchApi;
