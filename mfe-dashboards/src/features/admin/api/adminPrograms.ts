import type { AdminProgramList, ApiSuccess, ApprovalState } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

export interface AdminProgramsArgs {
  status: ApprovalState;
  q: string;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/programs?status=&q=: one approval list, with the counts of all three. */
    adminPrograms: build.query<AdminProgramList, AdminProgramsArgs>({
      query: ({ status, q }) => ({ url: '/api/admin/programs', params: { status, limit: 100, ...(q ? { q } : {}) } }),
      transformResponse: (response: ApiSuccess<AdminProgramList>) => response.data,
      providesTags: ['AdminPrograms'],
    }),
  }),
});

export const { useAdminProgramsQuery } = api;
