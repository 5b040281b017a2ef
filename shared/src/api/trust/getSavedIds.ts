import type { ApiSuccess } from '@wellness/shared/domain';
import { injectTrustEndpoints, SAVED_IDS_TAG } from './trustCalls';

export const savedIdsApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/saved/ids: the ids of the programs the account saved, what every heart reads. One cache entry per
     * account (the argument is the user's id, so a second account on the same tab never reads the first's).
     */
    getSavedIds: build.query<string[], string>({
      query: () => '/api/saved/ids',
      transformResponse: (response: ApiSuccess<string[]>) => response.data,
      providesTags: [SAVED_IDS_TAG],
    }),
  }),
});

export const { useGetSavedIdsQuery } = savedIdsApi;
