import { useLocale } from '@wellness/shared/contract';
import { cancellationOutcome, type Booking } from '@wellness/shared/domain';
import { formatDateRange } from '@wellness/shared/format';
import { providerCancelSchema } from '@wellness/shared/schemas';
import { guestsText } from '../../lib/format';
import { ReasonDialog } from '../ReasonDialog';

interface CancelStayDialogProps {
  booking: Booking | null;
  busy: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}

/** The owner cancels a confirmed stay: the guest is refunded in full and reads the reason, which is required. */
export function CancelStayDialog({ booking, busy, onClose, onCancel }: CancelStayDialogProps) {
  const locale = useLocale();
  if (!booking) return null;
  const outcome = cancellationOutcome(booking, 'owner', new Date(), locale);
  return (
    <ReasonDialog
      title="Cancel this stay?"
      description={`${booking.name}, ${guestsText(booking.guests)}, ${booking.programName}, ${formatDateRange(booking.startDate, booking.endDate, locale)}. ${outcome.text} The places are freed.`}
      label="Reason"
      required
      hint="The guest reads why their stay was canceled."
      schema={providerCancelSchema}
      keepLabel="Keep the stay"
      confirmLabel="Cancel stay"
      busy={busy}
      onClose={onClose}
      onConfirm={onCancel}
    />
  );
}
