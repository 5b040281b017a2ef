import type { ApiSuccess } from '@wellness/shared/domain';
import type { ProviderProfile } from '../../domain/trust';
import { injectTrustEndpoints } from './trustCalls';

export const providerApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** GET /api/providers/:slug: the public page of a facility; 404 NOT_FOUND for none. */
    getProvider: build.query<ProviderProfile, string>({
      query: (slug) => `/api/providers/${encodeURIComponent(slug)}`,
      transformResponse: (response: ApiSuccess<ProviderProfile>) => response.data,
      providesTags: (_result, _error, slug) => [{ type: 'Reviews', id: `provider:${slug}` }],
    }),
  }),
});

export const { useGetProviderQuery } = providerApi;
