import type { AccountStatus, AdminUser, ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/admin/users/:id/status (409 on one's own account or another admin's). */
    setUserStatus: build.mutation<AdminUser, { id: string; status: AccountStatus }>({
      query: ({ id, status }) => ({ url: `/api/admin/users/${encodeURIComponent(id)}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (response: ApiSuccess<AdminUser>) => response.data,
      invalidatesTags: ['AdminUsers', 'Analytics'],
    }),
  }),
});

export const { useSetUserStatusMutation } = api;
