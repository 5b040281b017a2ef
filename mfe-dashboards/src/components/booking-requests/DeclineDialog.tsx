import { useState } from 'react';
import { type Booking } from '@wellness/shared/domain';
import { ownerReasonSchema } from '@wellness/shared/schemas';
import { Button, Dialog, TextField } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDateRange } from '@wellness/shared/format';

interface DeclineDialogProps {
  booking: Booking | null;
  busy: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}

/** Declining a request: an optional reason the guest reads, then the decision. */
export function DeclineDialog({ booking, busy, onClose, onDecline }: DeclineDialogProps) {
  const locale = useLocale();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!booking) return null;
  const submit = () => {
    const parsed = ownerReasonSchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    onDecline(parsed.data.reason);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Decline this request?"
      size="sm"
      description={`${booking.name} asked for ${booking.programName}, ${formatDateRange(booking.startDate, booking.endDate, locale)}. The places they hold are freed.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep the request
          </Button>
          <Button variant="danger" busy={busy} onClick={submit}>
            Decline request
          </Button>
        </>
      }
    >
      <TextField
        label="Reason (optional)"
        hint="The guest reads it with your answer."
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
