import type { AdminServiceList, ApiSuccess } from '@wellness/shared/domain';
import { pageParams, type PageArgs } from '../../../lib/api/page';
import { dashboardsApi } from '../../../lib/api/tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/services?q=&limit=&offset=: a page of the facility services table (q: name or location). */
    adminServices: build.query<AdminServiceList, PageArgs>({
      query: (args) => ({ url: '/api/admin/services', params: pageParams(args) }),
      transformResponse: (response: ApiSuccess<AdminServiceList>) => response.data,
      providesTags: ['AdminServices'],
    }),
  }),
});

export const { useAdminServicesQuery } = api;
