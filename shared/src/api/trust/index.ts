/**
 * Reviews, ratings, saved programs and provider pages: the calls on the one `baseApi` (one file each, tags `Saved`
 * and `Reviews`). Every remote that shows a heart bundles this entry; the calls land in the one API slice of the one
 * store, so the saved ids are one cache entry every heart on the page reads.
 */
export { injectTrustEndpoints, trustApiBase } from './trustCalls';
export { useGetProgramReviewsQuery, type ReviewPageArgs } from './getProgramReviews';
export { providerApiPath, useGetProviderQuery } from './getProvider';
export { useReportReviewMutation, type ReportReviewArgs } from './reportReview';
export { savedIdsApi, useGetSavedIdsQuery } from './getSavedIds';
export { useGetSavedQuery } from './getSaved';
export { useSaveProgramMutation, useUnsaveProgramMutation } from './saveProgram';
export { markSaved, type SaveArgs } from './optimisticSavedIds';
export { useSaveProgram } from './useSaveProgram';
export { SaveProgramButton } from './SaveProgramButton';
export { PENDING_SAVE_TTL_MS, rememberPendingSave, takePendingSave } from './pendingSave';
