import type { Analytics, ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/analytics: Platform Analytics. */
    analytics: build.query<Analytics, void>({
      query: () => '/api/admin/analytics',
      transformResponse: (response: ApiSuccess<Analytics>) => response.data,
      providesTags: ['Analytics'],
    }),
  }),
});

export const { useAnalyticsQuery } = api;
