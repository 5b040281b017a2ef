import { baseApi } from '@wellness/shared/api';
import { CATALOG_API_TIMEOUT_MS, logFailure } from '@wellness/shared/api/catalog';
import type { ApiSuccess, ProgramSummary, SearchResponse } from '@wellness/shared/domain';

/**
 * GET /api/search with every criterion the assistant understood (`searchApiParams(criteria)`): the one search the
 * search page, the programs lists and the explore dropdown ask too, so the assistant's count is the page's count.
 */
export const assistantSearchApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    assistantSearch: build.query<SearchResponse, Record<string, string>>({
      query: (params) => ({ url: '/api/search', params, timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<SearchResponse>) => response.data,
      transformErrorResponse: logFailure('the assistant’s search'),
    }),
  }),
});

export interface Found {
  programs: ProgramSummary[];
  total: number;
  totalCapped: boolean;
}
