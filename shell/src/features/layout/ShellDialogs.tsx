import { contactDialogClosed, selectContactDialogOpen, useAppDispatch, useAppSelector } from '@wellness/shared';

export function ShellDialogs() {
  const contactOpen = useAppSelector(selectContactDialogOpen);
  const dispatch = useAppDispatch();
  if (!contactOpen) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label="Contact us">
      <h2>Contact us</h2>
      <button type="button" onClick={() => dispatch(contactDialogClosed())}>Close</button>
    </div>
  );
}
