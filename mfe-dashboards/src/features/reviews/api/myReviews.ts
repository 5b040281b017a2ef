import type { ApiSuccess, MyReview } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/reviews/mine: the caller's reviews, newest first, hidden ones with the decision. */
    myReviews: build.query<MyReview[], void>({
      query: () => '/api/reviews/mine',
      transformResponse: (response: ApiSuccess<MyReview[]>) => response.data,
      providesTags: ['Reviews'],
    }),
  }),
});

export const { useMyReviewsQuery } = api;
