import type { ApiSuccess, OwnerProgramSession, Program } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

/** A program as its owner reads it: every session, with the places its live bookings take. */
export type OwnerProgram = Omit<Program, 'sessions'> & { sessions: OwnerProgramSession[] };

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/programs/:id: one of the caller's programs, for the edit form. */
    myProgram: build.query<OwnerProgram, string>({
      query: (id) => `/api/my/programs/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<OwnerProgram>) => response.data,
      providesTags: (_r, _e, id) => [{ type: 'MyPrograms', id }, { type: 'ProgramSessions', id }],
    }),
  }),
});

export const { useMyProgramQuery } = api;
