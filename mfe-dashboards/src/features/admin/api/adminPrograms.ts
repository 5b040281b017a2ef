import type { AdminProgramList, ApiSuccess, ApprovalState } from '@wellness/shared/domain';
import { pageParams, type PageArgs } from '../../../lib/api/page';
import { dashboardsApi } from '../../../lib/api/tags';

export interface AdminProgramsArgs extends PageArgs {
  status: ApprovalState;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/programs?status=&q=&limit=&offset=: a page of one approval list, with the counts of all three. */
    adminPrograms: build.query<AdminProgramList, AdminProgramsArgs>({
      query: ({ status, ...page }) => ({ url: '/api/admin/programs', params: { status, ...pageParams(page) } }),
      transformResponse: (response: ApiSuccess<AdminProgramList>) => response.data,
      providesTags: ['AdminPrograms'],
    }),
  }),
});

export const { useAdminProgramsQuery } = api;
