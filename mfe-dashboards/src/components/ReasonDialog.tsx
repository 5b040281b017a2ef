import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { Button, Dialog, TextField } from '@wellness/shared/ui';
import { useDashboardsT } from '../messages';
import { SendFailure } from './WrittenText';

/** A schema of the API (@wellness/shared/schemas) as far as a written reason reads it. */
export interface ReasonSchema {
  safeParse(input: unknown): { success: true; data: { reason: string } } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface ReasonDialogProps {
  title: string;
  /** What the decision does, said under the title. */
  description: string;
  /** The reason's field: its label and hint; required when the schema says so. */
  label: string;
  hint: string;
  required?: boolean;
  /** The schema the API checks the reason with: its message is the field's error, its reason the one sent. */
  schema: ReasonSchema;
  /** What the schema is given for a reason (`{ reason }` unless the decision goes with it). */
  input?: (reason: string) => unknown;
  /** The two buttons: the one that leaves things as they are, and the decision. */
  keepLabel: string;
  confirmLabel: string;
  confirmVariant?: 'danger' | 'primary';
  busy: boolean;
  onClose: () => void;
  /** Sends the decision with the checked reason; a failure it throws is said in the dialog, with `failureText` as its fallback. */
  onConfirm: (reason: string) => void | Promise<void>;
  failureText?: string;
}

/**
 * A decision taken with a reason the other side reads (an owner's decline or cancellation, an administrator's
 * moderation): the reason checked by the API's own schema before it is sent, its error beside the field, and a failure
 * of the sending said in the dialog.
 */
export function ReasonDialog({
  title, description, label, hint, required, schema, input = (reason) => ({ reason }), keepLabel, confirmLabel, confirmVariant = 'danger', busy,
  onClose, onConfirm, failureText,
}: ReasonDialogProps) {
  const { t } = useDashboardsT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    const parsed = schema.safeParse(input(reason));
    if (!parsed.success) return setError(parsed.error.issues.find((issue) => issue.path.at(-1) === 'reason')?.message ?? parsed.error.issues[0]?.message);
    try {
      await onConfirm(parsed.data.reason);
    } catch (err) {
      setFailure(apiErrorMessage(err, failureText ?? t('written.failed')));
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="sm"
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button variant={confirmVariant} busy={busy} onClick={() => void submit()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <SendFailure failure={failure} />
      <TextField
        label={label}
        required={required}
        hint={hint}
        multiline
        rows={3}
        value={reason}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </Dialog>
  );
}
