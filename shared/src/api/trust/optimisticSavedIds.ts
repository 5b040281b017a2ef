import { savedIdsApi } from './getSavedIds';

export interface SaveArgs {
  programId: string;
  /** The account's id: which saved-ids entry the hearts read. */
  userId: string;
}

/**
 * The saved-ids entry with `programId` in or out, before the call answers (dispatch it; `.undo()` the result if the
 * call fails). Every heart on the page, in every remote (one store), reads that entry: all of them turn together.
 */
export const markSaved = ({ programId, userId }: SaveArgs, saved: boolean) =>
  savedIdsApi.util.updateQueryData('getSavedIds', userId, (ids) => {
    const without = ids.filter((id) => id !== programId);
    return saved ? [programId, ...without] : without;
  });
