import type { ApiSuccess, MyProgramList, ProgramStatus } from '@wellness/shared/domain';
import { dashboardsApi } from './tags';

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/my/programs?status=: the caller's own programs and the count per status. */
    myPrograms: build.query<MyProgramList, ProgramStatus | void>({
      query: (status) => ({ url: '/api/my/programs', params: status ? { status } : undefined }),
      transformResponse: (response: ApiSuccess<MyProgramList>) => response.data,
      providesTags: ['MyPrograms'],
    }),
  }),
});

export const { useMyProgramsQuery } = api;
