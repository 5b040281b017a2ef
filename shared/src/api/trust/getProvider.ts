import { takeServerData } from '@wellness/shared/contract';
import type { ApiSuccess } from '@wellness/shared/domain';
import type { ProviderProfile } from '../../domain/trust';
import { injectTrustEndpoints } from './trustCalls';

/** The API path of a provider's page (the key of the answer the site's server rendered the page with). */
export const providerApiPath = (slug: string) => `/api/providers/${encodeURIComponent(slug)}`;

const providerApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** GET /api/providers/:slug: the public page of a facility; 404 NOT_FOUND for none. */
    getProvider: build.query<ProviderProfile, string>({
      async queryFn(slug, _api, _extra, baseQuery) {
        // The provider the server rendered the page with, taken once: no request for what the HTML shows.
        const held = takeServerData(providerApiPath(slug)) as ProviderProfile | undefined;
        if (held && held.slug === slug) return { data: held };
        const result = await baseQuery(providerApiPath(slug));
        if (result.error) return { error: result.error };
        return { data: (result.data as ApiSuccess<ProviderProfile>).data };
      },
      providesTags: (_result, _error, slug) => [{ type: 'Reviews', id: `provider:${slug}` }],
    }),
  }),
});

export const { useGetProviderQuery } = providerApi;
