import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Insight } from '@wellness/shared/domain';
import { HOME_API_TIMEOUT_MS, logFailure } from './apiTimeout';
import { fallbackFields, useWithFallback } from '@wellness/shared/fallback';

export const insightsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/content/insights: the insights carousel. */
    marketingInsights: build.query<Insight[], void>({
      query: () => ({ url: '/api/content/insights', timeout: HOME_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Insight[]>) => response.data,
      transformErrorResponse: logFailure('the insights'),
    }),
  }),
});

export const { useMarketingInsightsQuery } = insightsApi;

export function useInsights() {
  return useWithFallback(useMarketingInsightsQuery(undefined, { selectFromResult: fallbackFields }), (data) => data.insights);
}
