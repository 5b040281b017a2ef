import type { ApiSuccess } from '@wellness/shared/domain';
import type { SavedProgram } from '../../domain/trust';
import { injectTrustEndpoints, SAVED_LIST_TAG } from './trustCalls';

const savedListApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** GET /api/saved: the saved programs, newest saved first, with their live summary (`available` false once taken down). */
    getSaved: build.query<SavedProgram[], void>({
      query: () => '/api/saved',
      transformResponse: (response: ApiSuccess<SavedProgram[]>) => response.data,
      providesTags: [SAVED_LIST_TAG],
    }),
  }),
});

export const { useGetSavedQuery } = savedListApi;
