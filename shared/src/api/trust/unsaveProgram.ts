import type { ApiSuccess } from '@wellness/shared/domain';
import { markSaved, type SaveArgs } from './optimisticSavedIds';
import { injectTrustEndpoints, SAVED_LIST_TAG } from './trustCalls';

export const unsaveProgramApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** DELETE /api/saved/:programId: 200 { saved: false } (removing twice is the same). */
    unsaveProgram: build.mutation<{ saved: boolean }, SaveArgs>({
      query: ({ programId }) => ({ url: `/api/saved/${encodeURIComponent(programId)}`, method: 'DELETE' }),
      transformResponse: (response: ApiSuccess<{ saved: boolean }>) => response.data,
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const patch = dispatch(markSaved(args, false));
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [SAVED_LIST_TAG],
    }),
  }),
});

export const { useUnsaveProgramMutation } = unsaveProgramApi;
