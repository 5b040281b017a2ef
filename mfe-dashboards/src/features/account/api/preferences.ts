import type { ApiSuccess, Preferences } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/preferences: the signed-in user's stored preferences, or the defaults. */
    preferences: build.query<Preferences, void>({
      query: () => '/api/my/preferences',
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
      providesTags: ['Preferences'],
    }),
  }),
});

export const { usePreferencesQuery } = api;
