import { AuthDialog } from '../features/auth/AuthDialog';
import { ContactDialog } from '../features/contact/ContactDialog';

/** The dialogs the shell owns; any area opens them through the `ui` slice of the store. */
export function ShellDialogs() {
  return (
    <>
      <AuthDialog />
      <ContactDialog />
    </>
  );
}
