import type { ApiSuccess, MyProgramList, ProgramStatus } from '@wellness/shared/domain';
import { pageParams, type PageArgs } from './page';
import { dashboardsApi } from './tags';

export interface MyProgramsArgs extends PageArgs {
  status: ProgramStatus;
}

const api = dashboardsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/my/programs?status=&q=&limit=&offset=: a page of the caller's programs of one status (q: name or
     * location), with the count per status over all of them.
     */
    myPrograms: build.query<MyProgramList, MyProgramsArgs>({
      query: ({ status, ...page }) => ({ url: '/api/my/programs', params: { status, ...pageParams(page) } }),
      transformResponse: (response: ApiSuccess<MyProgramList>) => response.data,
      providesTags: ['MyPrograms'],
    }),
  }),
});

export const { useMyProgramsQuery } = api;
