import type { ApiSuccess, Review } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/reviews/:id/answer: the owner's one public answer. 403 not the owner; 409 already answered. */
    answerReview: build.mutation<Review, { id: string; text: string }>({
      query: ({ id, text }) => ({ url: `/api/reviews/${encodeURIComponent(id)}/answer`, method: 'POST', body: { text } }),
      transformResponse: (response: ApiSuccess<Review>) => response.data,
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useAnswerReviewMutation } = api;
