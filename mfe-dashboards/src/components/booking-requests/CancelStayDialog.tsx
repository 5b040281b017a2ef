import { useState } from 'react';
import { cancellationOutcome, type Booking } from '@wellness/shared/domain';
import { providerCancelSchema } from '@wellness/shared/schemas';
import { Button, Dialog, TextField } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDateRange } from '@wellness/shared/format';
import { guestsText } from '../../lib/format';

interface CancelStayDialogProps {
  booking: Booking | null;
  busy: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}

/** The owner cancels a confirmed stay: the guest is refunded in full and reads the reason, which is required. */
export function CancelStayDialog({ booking, busy, onClose, onCancel }: CancelStayDialogProps) {
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!booking) return null;
  const outcome = cancellationOutcome(booking, 'owner', new Date());
  const submit = () => {
    const parsed = providerCancelSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onCancel(parsed.data.reason);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Cancel this stay?"
      size="sm"
      description={`${booking.name}, ${guestsText(booking.guests)}, ${booking.programName}, ${formatDateRange(booking.startDate, booking.endDate, locale)}. ${outcome.text} The places are freed.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep the stay
          </Button>
          <Button variant="danger" busy={busy} onClick={submit}>
            Cancel stay
          </Button>
        </>
      }
    >
      <TextField
        label="Reason"
        required
        hint="The guest reads why their stay was canceled."
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
