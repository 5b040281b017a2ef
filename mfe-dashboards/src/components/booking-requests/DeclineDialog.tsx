import type { Booking } from '@wellness/shared/domain';
import { formatDateRange } from '@wellness/shared/format';
import { ownerReasonSchema } from '@wellness/shared/schemas';
import { ReasonDialog } from '../ReasonDialog';
import { useBookingDialogsT } from './messages';

interface DeclineDialogProps {
  booking: Booking | null;
  busy: boolean;
  onClose: () => void;
  onDecline: (reason: string) => void;
}

/** Declining a request: an optional reason the guest reads, then the decision. */
export function DeclineDialog({ booking, busy, onClose, onDecline }: DeclineDialogProps) {
  const { t, locale } = useBookingDialogsT();
  if (!booking) return null;
  return (
    <ReasonDialog
      title={t('decline.title')}
      description={t('decline.description', { name: booking.name, program: booking.programName, dates: formatDateRange(booking.startDate, booking.endDate, locale) })}
      label={t('decline.label')}
      hint={t('decline.hint')}
      schema={ownerReasonSchema}
      keepLabel={t('decline.keep')}
      confirmLabel={t('decline.confirm')}
      busy={busy}
      onClose={onClose}
      onConfirm={onDecline}
    />
  );
}
