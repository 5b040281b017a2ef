import type { ApiSuccess, Review, ReviewAspect } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

/** The body of POST /api/reviews, as reviewSchema parses it. */
export interface ReviewBody {
  bookingId: string;
  rating: number;
  aspects: Partial<Record<ReviewAspect, number>>;
  text: string;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/reviews: 201 the review; 409 not completed, already reviewed or window closed; 403 not yours. */
    submitReview: build.mutation<Review, ReviewBody>({
      query: (body) => ({ url: '/api/reviews', method: 'POST', body }),
      transformResponse: (response: ApiSuccess<Review>) => response.data,
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useSubmitReviewMutation } = api;
