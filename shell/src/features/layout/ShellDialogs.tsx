import { AuthDialog } from '../auth/AuthDialog';
import { ContactDialog } from '../contact/ContactDialog';

/** The dialogs the shell owns; any area opens them through the `ui` slice of the store. */
export function ShellDialogs() {
  return (
    <>
      <AuthDialog />
      <ContactDialog />
    </>
  );
}
