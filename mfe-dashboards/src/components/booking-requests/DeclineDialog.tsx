import { useLocale } from '@wellness/shared/contract';
import type { Booking } from '@wellness/shared/domain';
import { formatDateRange } from '@wellness/shared/format';
import { ownerReasonSchema } from '@wellness/shared/schemas';
import { ReasonDialog } from '../ReasonDialog';

interface DeclineDialogProps {
  booking: Booking | null;
  busy: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}

/** Declining a request: an optional reason the guest reads, then the decision. */
export function DeclineDialog({ booking, busy, onClose, onDecline }: DeclineDialogProps) {
  const locale = useLocale();
  if (!booking) return null;
  return (
    <ReasonDialog
      title="Decline this request?"
      description={`${booking.name} asked for ${booking.programName}, ${formatDateRange(booking.startDate, booking.endDate, locale)}. The places they hold are freed.`}
      label="Reason (optional)"
      hint="The guest reads it with your answer."
      schema={ownerReasonSchema}
      keepLabel="Keep the request"
      confirmLabel="Decline request"
      busy={busy}
      onClose={onClose}
      onConfirm={onDecline}
    />
  );
}
