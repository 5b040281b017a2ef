import { apiErrorMessage } from '@wellness/shared/api';
import type { Booking } from '@wellness/shared/domain';
import { Button, Dialog, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { formatDateRange, formatMoney } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { cancellationText } from '../../lib/cancellationText';
import { policyNameIn, useDashboardsT } from '../../messages';
import { policyRuleIn, useCancelT } from './cancelMessages';
import { useCancellationOutcomeQuery } from './api/cancellationOutcome';
import styles from './UserDashboard.module.css';

/** "You get back $1,455 of $4,850." */
export const refundText = (t: TFunction, payment: { paid: number; refund: number }, currency: string, locale: string) =>
  t('refund', { refund: formatMoney(payment.refund, currency, locale), paid: formatMoney(payment.paid, currency, locale) });

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
  const { t, locale } = useCancelT();
  const { t: shared } = useDashboardsT();
  const outcome = useCancellationOutcomeQuery(booking.id, { refetchOnMountOrArgChange: true });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('title')}
      size="sm"
      description={t('description', { program: booking.programName, dates: formatDateRange(booking.startDate, booking.endDate, locale), reference: booking.reference })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('keep')}
          </Button>
          <Button variant="danger" busy={busy} disabled={!outcome.data} onClick={onConfirm}>
            {t('confirm')}
          </Button>
        </>
      }
    >
      {outcome.isFetching && !outcome.data ? (
        <LoadingText>{t('checking')}</LoadingText>
      ) : outcome.isError ? (
        <InlineMessage tone="error">{apiErrorMessage(outcome.error, t('failed'))}</InlineMessage>
      ) : outcome.data ? (
        <div className={styles.outcome}>
          <p className={styles.outcomeText}>{cancellationText(outcome.data, booking, 'guest', locale)}</p>
          {/* Paid through the platform: exactly what the cancellation refunds of it. */}
          {outcome.data.payment && (
            <p className={styles.outcomeText}>{refundText(t, outcome.data.payment, booking.currency, locale)}</p>
          )}
          <p className={styles.policy}>
            {t('policy', { name: policyNameIn(shared, booking.policy), rule: policyRuleIn(t, booking.policy) })}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}

export default CancelBookingDialog;
