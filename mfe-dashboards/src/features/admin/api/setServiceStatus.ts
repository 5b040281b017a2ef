import type { AccountStatus, AdminService, ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /api/admin/services/:id/status (409 while pending or when not approved). */
    setServiceStatus: build.mutation<AdminService, { id: string; status: AccountStatus }>({
      query: ({ id, status }) => ({ url: `/api/admin/services/${encodeURIComponent(id)}/status`, method: 'PATCH', body: { status } }),
      transformResponse: (response: ApiSuccess<AdminService>) => response.data,
      invalidatesTags: ['AdminServices', 'AdminPrograms', 'Analytics'],
    }),
  }),
});

export const { useSetServiceStatusMutation } = api;
