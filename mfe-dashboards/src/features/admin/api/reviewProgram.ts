import type { AdminProgram, ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

/** `version` is the AdminProgram.version the administrator saw: the API refuses a decision on a program changed since. */
export type ReviewArgs = { id: string; version: number; decision: 'approve' } | { id: string; version: number; decision: 'reject'; remark: string };

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/admin/programs/:id/approve with { version }, or …/reject with { remark, version }: 409 NOT_PENDING when no
     * longer pending, 409 PROGRAM_CHANGED ("This program changed since you opened it") when the owner edited it since.
     * The lists are fetched again either way, so after a 409 the administrator sees the program as it is now.
     */
    reviewProgram: build.mutation<AdminProgram, ReviewArgs>({
      query: (args) => ({
        url: `/api/admin/programs/${encodeURIComponent(args.id)}/${args.decision}`,
        method: 'POST',
        body: args.decision === 'reject' ? { remark: args.remark, version: args.version } : { version: args.version },
      }),
      transformResponse: (response: ApiSuccess<AdminProgram>) => response.data,
      invalidatesTags: ['AdminPrograms', 'AdminServices', 'Analytics'],
    }),
  }),
});

export const { useReviewProgramMutation } = api;
