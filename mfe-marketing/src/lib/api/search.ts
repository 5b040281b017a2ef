import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, SearchResponse } from '@wellness/shared/domain';
import { HOME_API_TIMEOUT_MS, logFailure } from './apiTimeout';

export interface SearchQuery {
  q: string;
  limit?: number;
}

const searchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/search?q= : case-insensitive substring match on name, location, details, country and city (SPEC §9). */
    marketingSearch: build.query<SearchResponse, SearchQuery>({
      query: ({ q, limit }) => ({ url: '/api/search', params: limit ? { q, limit: String(limit) } : { q }, timeout: HOME_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<SearchResponse>) => response.data,
      transformErrorResponse: logFailure('the search results'),
    }),
  }),
});

export const marketingSearch = searchApi.endpoints.marketingSearch;
