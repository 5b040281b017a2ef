import type { ApiSuccess, Preferences } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/my/preferences: stores both settings and answers what was stored. */
    savePreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/api/my/preferences', method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
      invalidatesTags: ['Preferences'],
    }),
  }),
});

export const { useSavePreferencesMutation } = api;
