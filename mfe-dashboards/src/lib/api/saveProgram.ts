import type { ApiSuccess, Program } from '@wellness/shared/domain';
import type { ProgramFormPayload } from '@wellness/shared/schemas';
import { dashboardsApi } from './tags';

export interface SaveProgramArgs {
  /** Absent for a new program (POST), else the program edited (PUT). */
  id?: string;
  form: ProgramFormPayload;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/my/programs or PUT /api/my/programs/:id with the program form. */
    saveProgram: build.mutation<Program, SaveProgramArgs>({
      query: ({ id, form }) => (id ? { url: `/api/my/programs/${encodeURIComponent(id)}`, method: 'PUT', body: form } : { url: '/api/my/programs', method: 'POST', body: form }),
      transformResponse: (response: ApiSuccess<Program>) => response.data,
      invalidatesTags: (_r, _e, { id }) => ['MyPrograms', ...(id ? [{ type: 'MyPrograms' as const, id }, { type: 'ProgramSessions' as const, id }] : [])],
    }),
  }),
});

export const { useSaveProgramMutation } = api;
