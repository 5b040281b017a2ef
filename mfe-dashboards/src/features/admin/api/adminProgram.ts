import type { AdminProgram, ApiSuccess, Program } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export type AdminProgramDetails = AdminProgram & { program: Program };

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/programs/:id: the details modal. */
    adminProgram: build.query<AdminProgramDetails, string>({
      query: (id) => `/api/admin/programs/${encodeURIComponent(id)}`,
      transformResponse: (response: ApiSuccess<AdminProgramDetails>) => response.data,
      providesTags: (_r, _e, id) => [{ type: 'AdminPrograms', id }],
    }),
  }),
});

export const { useAdminProgramQuery } = api;
