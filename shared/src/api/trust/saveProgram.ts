import type { ApiSuccess } from '@wellness/shared/domain';
import { markSaved, type SaveArgs } from './optimisticSavedIds';
import { injectTrustEndpoints, SAVED_IDS_TAG, SAVED_LIST_TAG, trustApiBase } from './trustCalls';

export const saveProgramApi = injectTrustEndpoints({
  endpoints: (build) => ({
    /** PUT /api/saved/:programId: 200 { saved: true } (saving twice is the same); 404 for a program not public. */
    saveProgram: build.mutation<{ saved: boolean }, SaveArgs>({
      query: ({ programId }) => ({ url: `/api/saved/${encodeURIComponent(programId)}`, method: 'PUT' }),
      transformResponse: (response: ApiSuccess<{ saved: boolean }>) => response.data,
      async onQueryStarted(args, { dispatch, queryFulfilled }) {
        const patch = dispatch(markSaved(args, true));
        try {
          await queryFulfilled;
          // The entry was still loading (a save right after sign-in): ask it again, so it holds this change.
          if (patch.patches.length === 0) dispatch(trustApiBase.util.invalidateTags([SAVED_IDS_TAG]));
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: [SAVED_LIST_TAG],
    }),
  }),
});

export const { useSaveProgramMutation } = saveProgramApi;
