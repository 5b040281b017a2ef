import { useEffect, type ReactNode } from 'react';
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
 */
export function RoleGuard({ children }: { children: ReactNode }) {
  const navigation = useSettledNavigation();
  const user = useAppSelector(selectUser);
  const { pathname, search, hash } = useLocation();
  if (mayOpen(navigation, pathname, user?.role ?? null)) return children;
  return (
    <>
      <Navigate to="/" replace />
      {!user && <AskToSignIn then={`${pathname}${search}${hash}`} />}
    </>
  );
}
