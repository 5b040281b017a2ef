import { useCallback, useEffect } from 'react';
import { selectUser, signInAskedFor, useAppDispatch, useAppSelector, useLocation } from '@wellness/shared/contract';
import { useGetSavedIdsQuery } from './getSavedIds';
import { rememberPendingSave, takePendingSave } from './pendingSave';
import { useSaveProgramMutation, useUnsaveProgramMutation } from './saveProgram';

/**
 * A heart's state and toggle. Signed in: whether the program is saved (the account's one saved-ids entry) and a
 * toggle that saves or removes it at once. Signed out: the toggle asks to sign in, back to this page, and the program
 * is saved as soon as the session has a user.
 */
export function useSaveProgram(program: { id: string }): { saved: boolean; toggle: () => void } {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const user = useAppSelector(selectUser);
  // The saved-ids entry's key: the account (a stored session may lack the id; the email names it as well).
  const userId = user ? (user.id ?? user.email) : '';
  const { saved } = useGetSavedIdsQuery(userId, {
    skip: !user,
    selectFromResult: ({ data }) => ({ saved: data?.includes(program.id) ?? false }),
  });
  const [save] = useSaveProgramMutation();
  const [unsave] = useUnsaveProgramMutation();

  // Signed in since the heart was tapped: save it now (once, even with several hearts of the program on the page).
  useEffect(() => {
    if (userId && takePendingSave(program.id)) void save({ programId: program.id, userId });
  }, [userId, program.id, save]);

  const toggle = useCallback(() => {
    if (!userId) {
      rememberPendingSave(program.id);
      dispatch(signInAskedFor(`${location.pathname}${location.search}${location.hash}`));
      return;
    }
    const args = { programId: program.id, userId };
    void (saved ? unsave(args) : save(args));
  }, [userId, saved, program.id, location, dispatch, save, unsave]);

  return { saved, toggle };
}
