import { useEffect, useState, type ReactNode } from 'react';
import { mayOpen, Navigate, selectUser, signInAskedFor, useAppDispatch, useAppSelector, useLocation } from '@wellness/shared/contract';
import { useSettledNavigation } from '../../lib/navigation/NavigationContext';

/** Opens the sign-in dialog, to go on to `then` once the visitor has signed in. */
function AskToSignIn({ then }: { then: string }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(signInAskedFor(then));
  }, [dispatch, then]);
  return null;
}

/**
 * A path a remote reserves for some roles (its declared guards, ADR 0007) is only for them: anyone else goes to `/`.
 * A signed-out visitor is asked to sign in there, and goes on to the page once signed in if their role may see it.
 * A visitor who has just signed out on such a page (the header's or the sidebar's Logout) goes home signed out, and is
 * not asked to sign in again: the sign-out renders here before its navigation home arrives.
 */
export function RoleGuard({ children }: { children: ReactNode }) {
  const navigation = useSettledNavigation();
  const user = useAppSelector(selectUser);
  const { pathname, search, hash } = useLocation();
  // Where the visitor signed out, until they are somewhere else (adjusted while rendering, as React advises for
  // state that follows a prop).
  const [seenUser, setSeenUser] = useState(user);
  const [signedOutOn, setSignedOutOn] = useState<string | null>(null);
  if (seenUser !== user) {
    setSeenUser(user);
    setSignedOutOn(seenUser && !user ? pathname : null);
  } else if (signedOutOn !== null && signedOutOn !== pathname) {
    setSignedOutOn(null);
  }
  const justSignedOut = !user && signedOutOn === pathname;
  if (mayOpen(navigation, pathname, user?.role ?? null)) return children;
  return (
    <>
      <Navigate to="/" replace />
      {!user && !justSignedOut && <AskToSignIn then={`${pathname}${search}${hash}`} />}
    </>
  );
}
