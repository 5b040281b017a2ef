import type { AdminUserList, ApiSuccess } from '@wellness/shared/domain';
import { pageParams, type PageArgs } from '../../../lib/api/page';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/users?q=&limit=&offset=: a page of the user management table (q: name or email). */
    adminUsers: build.query<AdminUserList, PageArgs>({
      query: (args) => ({ url: '/api/admin/users', params: pageParams(args) }),
      transformResponse: (response: ApiSuccess<AdminUserList>) => response.data,
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminUsersQuery } = api;
