import type { ApiSuccess, Program } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

export interface ProgramStatusArgs {
  id: string;
  status: 'draft' | 'pending' | 'active' | 'inactive';
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/my/programs/:id/status (409 when not allowed from the current status). */
    setProgramStatus: build.mutation<Program, ProgramStatusArgs>({
      query: ({ id, status }) => ({ url: `/api/my/programs/${encodeURIComponent(id)}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (response: ApiSuccess<Program>) => response.data,
      // Refetched on failure too: a 409 means the list is out of date.
      invalidatesTags: ['MyPrograms'],
    }),
  }),
});

export const { useSetProgramStatusMutation } = api;
