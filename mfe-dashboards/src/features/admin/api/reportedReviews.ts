import type { ApiSuccess, ReportedReview } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/reviews/reported: reviews with undecided reports first, then the decided ones. */
    reportedReviews: build.query<ReportedReview[], void>({
      query: () => '/api/admin/reviews/reported',
      transformResponse: (response: ApiSuccess<ReportedReview[]>) => response.data,
      providesTags: ['Reviews'],
    }),
  }),
});

export const { useReportedReviewsQuery } = api;
