import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, SearchResponse } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, logFailure } from './timeout';

export interface SearchArgs {
  q: string;
  limit: number;
}

const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/search?q=&limit= : case-insensitive substring match on name, location, details, country and city (SPEC §9). */
    catalogSearch: build.query<SearchResponse, SearchArgs>({
      query: ({ q, limit }) => ({ url: '/api/search', params: { q, limit: String(limit) }, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<SearchResponse>) => response.data,
      transformErrorResponse: logFailure('the search results'),
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useCatalogSearchQuery } = searchApi;
