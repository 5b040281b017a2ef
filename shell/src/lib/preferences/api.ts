// The shell's one way to a signed-in visitor's Preferences (their language, their display currency), loaded only when
// one is read or saved: RTK Query stays out of the first paint.
import { baseApi } from '@wellness/shared/api';
import type { AppStore, DisplayCurrency } from '@wellness/shared/contract';
import type { ApiSuccess, Preferences } from '@wellness/shared/domain';
import type { Locale } from '@wellness/shared/format';

const preferencesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/preferences: the signed-in visitor's settings, or the defaults. */
    shellPreferences: build.query<Preferences, void>({
      query: () => '/api/my/preferences',
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
    }),
    /** PATCH /api/my/preferences: the settings named change, the others stay as stored. */
    shellPreferencesChanged: build.mutation<Preferences, Partial<Pick<Preferences, 'language' | 'currency'>>>({
      query: (body) => ({ url: '/api/my/preferences', method: 'PATCH', body }),
      transformResponse: (response: ApiSuccess<Preferences>) => response.data,
    }),
  }),
});

/** The signed-in visitor's Preferences, read afresh. */
export async function readPreferences(store: AppStore): Promise<Preferences> {
  return store.dispatch(preferencesApi.endpoints.shellPreferences.initiate(undefined, { forceRefetch: true, subscribe: false })).unwrap();
}

/** The signed-in visitor's Preferences language, read afresh. */
export async function readPreferredLanguage(store: AppStore): Promise<string> {
  return (await readPreferences(store)).language;
}

/** Saves `language` as the signed-in visitor's Preferences language, keeping their other settings. */
export async function savePreferredLanguage(store: AppStore, language: Locale): Promise<void> {
  await store.dispatch(preferencesApi.endpoints.shellPreferencesChanged.initiate({ language })).unwrap();
}

/** Saves `currency` as the signed-in visitor's display currency, keeping their other settings. */
export async function savePreferredCurrency(store: AppStore, currency: DisplayCurrency): Promise<void> {
  await store.dispatch(preferencesApi.endpoints.shellPreferencesChanged.initiate({ currency })).unwrap();
}
