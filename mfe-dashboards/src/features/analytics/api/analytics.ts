import type { ApiSuccess } from '@wellness/shared/domain';
import type { AnalyticsWindow, HostAnalytics } from '@wellness/shared/host-tools';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/analytics?days=7|30|90: the host's programs over the last days, from the hourly aggregates. */
    hostAnalytics: build.query<HostAnalytics, AnalyticsWindow>({
      query: (days) => ({ url: '/api/my/analytics', params: { days } }),
      transformResponse: (response: ApiSuccess<HostAnalytics>) => response.data,
    }),
  }),
});

export const { useHostAnalyticsQuery } = api;
