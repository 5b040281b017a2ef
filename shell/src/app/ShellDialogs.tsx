import { lazy, Suspense, useState } from 'react';
import { selectAuthDialog, selectContactDialogOpen, useAppSelector, useLocation } from '@wellness/shared/contract';
import { accountLinkOf } from '../features/auth/accountLinkParams';

// Each dialog's code (its form, validation and API calls) loads the first time it is asked for, never on first paint.
const AuthDialog = lazy(() => import(/* webpackChunkName: "auth-dialog" */ '../features/auth/AuthDialog').then((m) => ({ default: m.AuthDialog })));
const ContactDialog = lazy(() => import(/* webpackChunkName: "contact-dialog" */ '../features/contact/ContactDialog').then((m) => ({ default: m.ContactDialog })));
const AccountLinkDialog = lazy(() => import(/* webpackChunkName: "account-link-dialog" */ '../features/auth/AccountLinkDialog').then((m) => ({ default: m.AccountLinkDialog })));

/** Stays true once the condition has been true, so a dialog loaded once stays mounted (and closes in place). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) setSeen(true);
  return seen || condition;
}

/**
 * The dialogs the shell owns; any area opens them through the `ui` slice of the store. The links of the account
 * emails (`?reset=…`, `?verify=…`) open theirs on whatever page they land, the shell owning accounts.
 */
export function ShellDialogs() {
  const authWanted = useOnceTrue(useAppSelector(selectAuthDialog) !== null);
  const contactWanted = useOnceTrue(useAppSelector(selectContactDialogOpen));
  const link = accountLinkOf(useLocation().search);
  return (
    <Suspense fallback={null}>
      {authWanted && <AuthDialog />}
      {contactWanted && <ContactDialog />}
      {link && <AccountLinkDialog key={`${link.kind}:${link.token}`} link={link} />}
    </Suspense>
  );
}
