import type { ApiSuccess } from '@wellness/shared/domain';
import type { ReviewPage } from '../../domain/trust';
import type { ReviewPageArgs } from './getProgramReviews';
import { injectTrustEndpoints } from './trustCalls';

export const providerReviewsApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** GET /api/providers/:slug/reviews?sort&page: a page of the reviews of all the provider's programs. */
    getProviderReviews: build.query<ReviewPage, ReviewPageArgs & { slug: string }>({
      query: ({ slug, sort, page }) => ({ url: `/api/providers/${encodeURIComponent(slug)}/reviews`, params: { sort, page } }),
      transformResponse: (response: ApiSuccess<ReviewPage>) => response.data,
      providesTags: (_result, _error, { slug }) => [{ type: 'Reviews', id: `provider:${slug}` }],
    }),
  }),
});

export const { useGetProviderReviewsQuery } = providerReviewsApi;
