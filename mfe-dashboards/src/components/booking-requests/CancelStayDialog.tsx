import { cancellationOutcome, type Booking } from '@wellness/shared/domain';
import { formatDateRange, formatMoney } from '@wellness/shared/format';
import { providerCancelSchema } from '@wellness/shared/schemas';
import { ReasonDialog } from '../ReasonDialog';
import { useComponentsT } from '../messages';
import { useBookingDialogsT } from './messages';

interface CancelStayDialogProps {
  booking: Booking | null;
  busy: boolean;
  onClose: () => void;
  onCancel: (reason: string) => void;
}

/** The owner cancels a confirmed stay: the guest is refunded in full and reads the reason, which is required. */
export function CancelStayDialog({ booking, busy, onClose, onCancel }: CancelStayDialogProps) {
  const { t, locale } = useBookingDialogsT();
  const { t: listT } = useComponentsT();
  if (!booking) return null;
  // An owner's cancellation refunds the guest in full (the shared domain's outcome, said in the page's language).
  const { amount } = cancellationOutcome(booking, 'owner', new Date(), locale);
  const outcome = amount === null ? t('cancel.refund') : t('cancel.refundOf', { amount: formatMoney(amount, booking.currency, locale) });
  return (
    <ReasonDialog
      title={t('cancel.title')}
      description={t('cancel.description', { name: booking.name, guests: listT('requests.guests', { count: booking.guests }), program: booking.programName, dates: formatDateRange(booking.startDate, booking.endDate, locale), outcome })}
      label={t('cancel.label')}
      required
      hint={t('cancel.hint')}
      schema={providerCancelSchema}
      keepLabel={t('cancel.keep')}
      confirmLabel={t('cancel.confirm')}
      busy={busy}
      onClose={onClose}
      onConfirm={onCancel}
    />
  );
}
