import type { ApiSuccess } from '@wellness/shared/domain';
import type { HostSummarySettings } from '@wellness/shared/host-tools';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.enhanceEndpoints({ addTagTypes: ['HostSummary'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/host-summary: whether the host gets the daily summary email (on unless turned off). */
    hostSummary: build.query<HostSummarySettings, void>({
      query: () => '/api/my/host-summary',
      transformResponse: (response: ApiSuccess<HostSummarySettings>) => response.data,
      providesTags: ['HostSummary'],
    }),
    saveHostSummary: build.mutation<HostSummarySettings, HostSummarySettings>({
      query: (body) => ({ url: '/api/my/host-summary', method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<HostSummarySettings>) => response.data,
      invalidatesTags: ['HostSummary'],
    }),
  }),
});

export const { useHostSummaryQuery, useSaveHostSummaryMutation } = api;
