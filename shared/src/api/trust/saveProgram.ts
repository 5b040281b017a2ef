import type { ApiSuccess } from '@wellness/shared/domain';
import { markSaved, type SaveArgs } from './optimisticSavedIds';
import { injectTrustEndpoints, SAVED_IDS_TAG, SAVED_LIST_TAG, trustApiBase } from './trustCalls';

/**
 * Saving and unsaving a program, one call each way: PUT /api/saved/:programId (200 { saved: true }; 404 for a program
 * not public) and DELETE (200 { saved: false }); doing either twice is the same. The heart shows the change at once
 * and takes it back if the API refuses.
 */
const savedProgramApi = injectTrustEndpoints({
  endpoints: (build) => {
    const toggle = (saved: boolean) =>
      build.mutation<{ saved: boolean }, SaveArgs>({
        query: ({ programId }) => ({ url: `/api/saved/${encodeURIComponent(programId)}`, method: saved ? 'PUT' : 'DELETE' }),
        transformResponse: (response: ApiSuccess<{ saved: boolean }>) => response.data,
        async onQueryStarted(args, { dispatch, queryFulfilled }) {
          const patch = dispatch(markSaved(args, saved));
          try {
            await queryFulfilled;
            // The entry was still loading (a save right after sign-in): ask it again, so it holds this change.
            if (patch.patches.length === 0) dispatch(trustApiBase.util.invalidateTags([SAVED_IDS_TAG]));
          } catch {
            patch.undo();
          }
        },
        invalidatesTags: [SAVED_LIST_TAG],
      });
    return { saveProgram: toggle(true), unsaveProgram: toggle(false) };
  },
});

export const { useSaveProgramMutation, useUnsaveProgramMutation } = savedProgramApi;
