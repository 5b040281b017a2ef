// Loaded only when a signed-in visitor's language is read or saved: RTK Query stays out of the first paint.
import { baseApi } from '@wellness/shared/api';
import type { AppStore } from '@wellness/shared/contract';
import type { ApiSuccess, Preferences } from '@wellness/shared/domain';
import type { Locale } from '@wellness/shared/format';

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

/** The signed-in visitor's Preferences language, read afresh. */
export async function readPreferredLanguage(store: AppStore): Promise<string> {
  const request = store.dispatch(preferencesApi.endpoints.shellPreferences.initiate(undefined, { forceRefetch: true, subscribe: false }));
  return (await request.unwrap()).language;
}

/** Saves `language` as the signed-in visitor's Preferences language, keeping their other settings. */
export async function savePreferredLanguage(store: AppStore, language: Locale): Promise<void> {
  const stored = await store.dispatch(preferencesApi.endpoints.shellPreferences.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
  if (stored.language === language) return;
  await store.dispatch(preferencesApi.endpoints.shellLanguageSaved.initiate({ ...stored, language })).unwrap();
}
