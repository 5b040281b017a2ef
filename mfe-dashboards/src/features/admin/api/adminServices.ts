import type { AdminServiceList, ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/services?q=: the facility services table. */
    adminServices: build.query<AdminServiceList, string>({
      query: (q) => ({ url: '/api/admin/services', params: { limit: 100, ...(q ? { q } : {}) } }),
      transformResponse: (response: ApiSuccess<AdminServiceList>) => response.data,
      providesTags: ['AdminServices'],
    }),
  }),
});

export const { useAdminServicesQuery } = api;
