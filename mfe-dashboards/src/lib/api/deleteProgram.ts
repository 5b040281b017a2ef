import type { ApiSuccess } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /api/my/programs/:id */
    deleteProgram: build.mutation<{ id: string; deleted: boolean }, string>({
      query: (id) => ({ url: `/api/my/programs/${encodeURIComponent(id)}`, method: 'DELETE' }),
      transformResponse: (response: ApiSuccess<{ id: string; deleted: boolean }>) => response.data,
      invalidatesTags: ['MyPrograms', 'BookingRequests'],
    }),
  }),
});

export const { useDeleteProgramMutation } = api;
