import type { ApiSuccess, OwnerProgramSession } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/programs/:id/sessions: every session of one of the caller's programs, past ones too, with places taken. */
    programSessions: build.query<OwnerProgramSession[], string>({
      query: (id) => `/api/my/programs/${encodeURIComponent(id)}/sessions`,
      transformResponse: (response: ApiSuccess<OwnerProgramSession[]>) => response.data,
      providesTags: (_r, _e, id) => [{ type: 'ProgramSessions', id }, 'ProgramSessions'],
    }),
  }),
});

export const { useProgramSessionsQuery } = api;
