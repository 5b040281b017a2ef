import type { AdminUserList, ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/users?q=: the user management table. */
    adminUsers: build.query<AdminUserList, string>({
      query: (q) => ({ url: '/api/admin/users', params: { limit: 100, ...(q ? { q } : {}) } }),
      transformResponse: (response: ApiSuccess<AdminUserList>) => response.data,
      providesTags: ['AdminUsers'],
    }),
  }),
});

export const { useAdminUsersQuery } = api;
