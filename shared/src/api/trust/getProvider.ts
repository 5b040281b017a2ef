import { takeServerData, useLocale } from '@wellness/shared/contract';
import type { ApiSuccess } from '@wellness/shared/domain';
import type { Locale } from '@wellness/shared/format';
import type { ProviderProfile } from '../../domain/trust';
import { injectTrustEndpoints } from './trustCalls';

/**
 * The API path of a provider's page in a language (its programs' cards in it where they have it; English, the
 * originals', keeps the address it always had): the key of the answer the site's server rendered the page with.
 */
export const providerApiPath = (slug: string, lang?: Locale) => `/api/providers/${encodeURIComponent(slug)}${lang && lang !== 'en' ? `?lang=${lang}` : ''}`;

type ProviderKey = string | { slug: string; lang: Locale };
const keyParts = (key: ProviderKey) => (typeof key === 'string' ? { slug: key, lang: undefined } : key);

const providerApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** GET /api/providers/:slug(?lang=): the public page of a facility; 404 NOT_FOUND for none. */
    getProvider: build.query<ProviderProfile, ProviderKey>({
      async queryFn(key, _api, _extra, baseQuery) {
        const { slug, lang } = keyParts(key);
        const path = providerApiPath(slug, lang);
        // The provider the server rendered the page with, taken once: no request for what the HTML shows.
        const held = takeServerData(path) as ProviderProfile | undefined;
        if (held && held.slug === slug) return { data: held };
        const result = await baseQuery(path);
        if (result.error) return { error: result.error };
        return { data: (result.data as ApiSuccess<ProviderProfile>).data };
      },
      providesTags: (_result, _error, key) => [{ type: 'Reviews', id: `provider:${keyParts(key).slug}` }],
    }),
  }),
});

const { useGetProviderQuery: useProviderQuery } = providerApi;

/** A provider's page in the page's language: a language switch asks again, for its programs' cards in the new one. */
export const useGetProviderQuery = (slug: string, options?: Parameters<typeof useProviderQuery>[1]) => {
  const locale = useLocale();
  return useProviderQuery(locale === 'en' ? slug : { slug, lang: locale }, options);
};
