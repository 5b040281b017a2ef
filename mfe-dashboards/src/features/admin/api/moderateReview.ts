import type { ApiSuccess, ModerationDecision, ReportedReview } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/admin/reviews/:id/moderation: hide or keep, with the reason the author is shown. */
    moderateReview: build.mutation<ReportedReview, { id: string; decision: ModerationDecision; reason: string }>({
      query: ({ id, decision, reason }) => ({ url: `/api/admin/reviews/${encodeURIComponent(id)}/moderation`, method: 'POST', body: { decision, reason } }),
      transformResponse: (response: ApiSuccess<ReportedReview>) => response.data,
      invalidatesTags: ['Reviews'],
    }),
  }),
});

export const { useModerateReviewMutation } = api;
