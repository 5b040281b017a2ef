import type { AdminProgram, ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export type ReviewArgs = { id: string; decision: 'approve' } | { id: string; decision: 'reject'; remark: string };

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/admin/programs/:id/approve, or …/reject with { remark } (409 NOT_PENDING when no longer pending). */
    reviewProgram: build.mutation<AdminProgram, ReviewArgs>({
      query: (args) => ({
        url: `/api/admin/programs/${encodeURIComponent(args.id)}/${args.decision}`,
        method: 'POST',
        body: args.decision === 'reject' ? { remark: args.remark } : undefined,
      }),
      transformResponse: (response: ApiSuccess<AdminProgram>) => response.data,
      invalidatesTags: ['AdminPrograms', 'AdminServices', 'Analytics'],
    }),
  }),
});

export const { useReviewProgramMutation } = api;
