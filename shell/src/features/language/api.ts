import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Preferences } from '@wellness/shared/domain';

const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/preferences: the signed-in visitor's language (and notifications), or the defaults. */
    shellPreferences: build.query<Preferences, void>({
      query: () => '/api/my/preferences',
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
    }),
    /** PUT /api/my/preferences stores both settings: the language changes, notifications stay as stored. */
    shellLanguageSaved: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: '/api/my/preferences', method: 'PUT', body }),
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
    }),
  }),
});

export const { useShellLanguageSavedMutation, useLazyShellPreferencesQuery } = preferencesApi;
