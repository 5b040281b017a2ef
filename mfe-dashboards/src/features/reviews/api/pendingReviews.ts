import type { ApiSuccess, ReviewableStay } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/reviews/pending: the caller's completed stays with no review, still within the window. */
    pendingReviews: build.query<ReviewableStay[], void>({
      query: () => '/api/reviews/pending',
      transformResponse: (response: ApiSuccess<ReviewableStay[]>) => response.data,
      providesTags: ['Reviews'],
    }),
  }),
});

export const { usePendingReviewsQuery } = api;
