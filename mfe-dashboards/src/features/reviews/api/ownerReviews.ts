import type { ApiSuccess, OwnerReview } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

/** GET /api/my/reviews: one page of the reviews of the caller's programs. */
export interface OwnerReviewPage {
  reviews: OwnerReview[];
  total: number;
  page: number;
  pageSize: number;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/reviews?page=N: reviews of the caller's programs, newest first. */
    ownerReviews: build.query<OwnerReviewPage, number>({
      query: (page) => ({ url: '/api/my/reviews', params: { page } }),
      transformResponse: (response: ApiSuccess<OwnerReviewPage>) => response.data,
      providesTags: ['Reviews'],
    }),
  }),
});

export const { useOwnerReviewsQuery } = api;
