import type { ApiSuccess, Program } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/programs/:id: one of the caller's programs, for the edit form. */
    myProgram: build.query<Program, string>({
      query: (id) => `/api/my/programs/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<Program>) => response.data,
      providesTags: (_r, _e, id) => [{ type: 'MyPrograms', id }],
    }),
  }),
});

export const { useMyProgramQuery } = api;
