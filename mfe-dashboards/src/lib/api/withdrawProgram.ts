import type { ApiSuccess, Program, WithdrawOutcome } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/my/programs/:id/withdraw: out of the catalogue, its live bookings ended (a program with some cannot be deleted). */
    withdrawProgram: build.mutation<{ program: Program; outcome: WithdrawOutcome }, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `/api/my/programs/${encodeURIComponent(id)}/withdraw`, method: 'POST', body: { reason } }),
      transformResponse: (response: ApiSuccess<{ program: Program; outcome: WithdrawOutcome }>) => response.data,
      invalidatesTags: ['MyPrograms', 'BookingRequests', 'ProgramSessions'],
    }),
  }),
});

export const { useWithdrawProgramMutation } = api;
