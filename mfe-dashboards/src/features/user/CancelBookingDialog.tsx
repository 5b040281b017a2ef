import { apiErrorMessage } from '@wellness/shared/api';
import { CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE, type Booking } from '@wellness/shared/domain';
import { Button, Dialog, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDateRange, formatMoney } from '@wellness/shared/format';
import { cancellationText } from '../../lib/cancellationText';
import { useCancellationOutcomeQuery } from './api/cancellationOutcome';
import styles from './UserDashboard.module.css';

/** "You get back $1,455 of $4,850." */
export const refundText = (payment: { paid: number; refund: number }, currency: string, locale: string) =>
  `You get back ${formatMoney(payment.refund, currency, locale)} of ${formatMoney(payment.paid, currency, locale)}.`;

interface CancelBookingDialogProps {
  booking: Booking;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/**
 * Asks before a guest cancels, and says first what the policy gives back at this moment (read from the API, which
 * keeps that outcome when the cancel goes through); a request, never charged, costs nothing to cancel.
 */
export function CancelBookingDialog({ booking, busy, onClose, onConfirm }: CancelBookingDialogProps) {
  const locale = useLocale();
  const outcome = useCancellationOutcomeQuery(booking.id, { refetchOnMountOrArgChange: true });
  return (
    <Dialog
      open
      onClose={onClose}
      title="Cancel this booking?"
      size="sm"
      description={`${booking.programName}, ${formatDateRange(booking.startDate, booking.endDate, locale)}. Reference ${booking.reference}.`}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Keep booking
          </Button>
          <Button variant="danger" busy={busy} disabled={!outcome.data} onClick={onConfirm}>
            Cancel booking
          </Button>
        </>
      }
    >
      {outcome.isFetching && !outcome.data ? (
        <LoadingText>Checking what the policy gives back…</LoadingText>
      ) : outcome.isError ? (
        <InlineMessage tone="error">{apiErrorMessage(outcome.error, 'What the policy gives back could not be read. Please try again later.')}</InlineMessage>
      ) : outcome.data ? (
        <div className={styles.outcome}>
          <p className={styles.outcomeText}>{cancellationText(outcome.data, booking, 'guest', locale)}</p>
          {/* Paid through the platform: exactly what the cancellation refunds of it. */}
          {outcome.data.payment && (
            <p className={styles.outcomeText}>{refundText(outcome.data.payment, booking.currency, locale)}</p>
          )}
          <p className={styles.policy}>
            {CANCELLATION_POLICY_LABEL[booking.policy]} policy: {CANCELLATION_POLICY_RULE[booking.policy]}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
