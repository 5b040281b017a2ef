import type { ApiSuccess } from '@wellness/shared/domain';
import type { ReportReason } from '../../domain/trust';
import { injectTrustEndpoints } from './trustCalls';

export interface ReportReviewArgs {
  reviewId: string;
  reason: ReportReason;
  note?: string;
}

const reportReviewApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** POST /api/reviews/:id/reports: 201 { reported: true }; 409 ALREADY_REPORTED, 403 OWN_REVIEW. */
    reportReview: build.mutation<{ reported: true }, ReportReviewArgs>({
      query: ({ reviewId, reason, note }) => ({
        url: `/api/reviews/${encodeURIComponent(reviewId)}/reports`,
        method: 'POST',
        body: note ? { reason, note } : { reason },
      }),
      transformResponse: (response: ApiSuccess<{ reported: true }>) => response.data,
    }),
  }),
});

export const { useReportReviewMutation } = reportReviewApi;
