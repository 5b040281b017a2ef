import { lazy, Suspense, useState } from 'react';
import { selectAuthDialog, selectContactDialogOpen, useAppSelector } from '@wellness/shared/contract';

// Each dialog's code (its form, validation and API calls) loads the first time it is asked for, never on first paint.
const AuthDialog = lazy(() => import(/* webpackChunkName: "auth-dialog" */ '../features/auth/AuthDialog').then((m) => ({ default: m.AuthDialog })));
const ContactDialog = lazy(() => import(/* webpackChunkName: "contact-dialog" */ '../features/contact/ContactDialog').then((m) => ({ default: m.ContactDialog })));

/** Stays true once the condition has been true, so a dialog loaded once stays mounted (and closes in place). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/** The dialogs the shell owns; any area opens them through the `ui` slice of the store. */
export function ShellDialogs() {
  const authWanted = useOnceTrue(useAppSelector(selectAuthDialog) !== null);
  const contactWanted = useOnceTrue(useAppSelector(selectContactDialogOpen));
  return (
    <Suspense fallback={null}>
      {authWanted && <AuthDialog />}
      {contactWanted && <ContactDialog />}
    </Suspense>
  );
}
