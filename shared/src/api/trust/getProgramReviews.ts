import type { ApiSuccess } from '@wellness/shared/domain';
import type { ReviewPage, ReviewSort } from '../../domain/trust';
import { injectTrustEndpoints } from './trustCalls';

export interface ReviewPageArgs {
  sort: ReviewSort;
  /** From 1. */
  page: number;
}

const programReviewsApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs/:id/reviews?sort&page: a page of five of the program's visible reviews, with its summary. */
    getProgramReviews: build.query<ReviewPage, ReviewPageArgs & { programId: string }>({
      query: ({ programId, sort, page }) => ({ url: `/api/programs/${encodeURIComponent(programId)}/reviews`, params: { sort, page } }),
      transformResponse: (response: ApiSuccess<ReviewPage>) => response.data,
      providesTags: (_result, _error, { programId }) => [{ type: 'Reviews', id: programId }],
    }),
  }),
});

export const { useGetProgramReviewsQuery } = programReviewsApi;
