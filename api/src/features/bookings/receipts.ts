import { eq } from 'drizzle-orm';
import { formatDate, formatMoney } from '@wellness/shared/format';
import { bookings } from '../../db/schema';
import { fromMinor } from '../../ledger/ledger';
import { emailT } from '../../lib/i18n';
import type { PaymentListener } from '../../payments/service';
import { languageOf, queueEmail } from '../../notify/email';
import { programNameIn } from '../../read-model/translations';

/**
 * A receipt for every payment taken and every refund (HTML and text, through the email outbox, written in the
 * transaction that records the provider's answer; its dedupe key makes a repeated answer one email).
 */
export const receiptsListener: PaymentListener = async (tx, payment, event) => {
  if ((event.type !== 'payment.captured' && event.type !== 'refund.succeeded') || !payment.booking_id) return;
  const [booking] = await tx.db.select().from(bookings).where(eq(bookings.id, payment.booking_id));
  if (!booking) return;
  // The guest's language (their Preferences, or the page they booked from): the words, every amount and date in it.
  const locale = await languageOf(tx.query, booking.userId, booking.locale);
  const t = emailT(locale);
  const amount = formatMoney(fromMinor(event.amount, payment.currency), payment.currency, locale);
  const refund = event.type === 'refund.succeeded';
  // A program without a deposit is paid in full at checkout: that payment is the price, not a deposit.
  const program = await programNameIn(tx.query, booking.programId, booking.programName, locale);
  const reference = booking.reference;
  const manual = payment.provider === 'manual' && payment.method !== null;
  const method = payment.method === 'on_arrival' ? t('receipt.onArrival') : t('receipt.bankTransfer');
  const what = refund ? t('receipt.refund') : manual ? t('receipt.payment') : payment.purpose === 'balance' ? t('receipt.balance') : booking.depositDue === null ? t('receipt.payment') : t('receipt.deposit');
  // A manual payment was received by the host or the platform's bank account, not by card: the receipt says how.
  const body = refund
    ? manual ? t('receipt.manualRefundBody', { amount, reference }) : t('receipt.refundBody', { amount, reference })
    : manual ? t('receipt.manualBody', { amount, reference, method }) : t('receipt.paymentBody', { amount, reference });
  await queueEmail(
    tx,
    {
      kind: refund ? 'payment.refund' : 'payment.receipt',
      toUserId: booking.userId,
      toEmail: booking.email,
      locale,
      subject: refund ? t('receipt.refundSubject', { amount, program }) : t('receipt.paymentSubject', { amount, program }),
      heading: refund ? t('receipt.refundHeading') : t('receipt.paymentHeading'),
      paragraphs: [body],
      facts: [
        { label: t('receipt.program'), value: program },
        { label: t('receipt.arrival'), value: formatDate(booking.preferredDate, locale) },
        { label: what, value: amount },
        ...(manual && !refund ? [{ label: t('receipt.method'), value: method }] : []),
        ...(manual && !refund && payment.note ? [{ label: t('receipt.note'), value: payment.note }] : []),
        { label: t('receipt.reference'), value: reference },
      ],
      link: '/dashboard/user',
      linkLabel: t('receipt.link'),
      dedupeKey: refund ? `receipt:refund:${event.objectId ?? event.id}` : `receipt:${payment.id}:captured`,
    },
  );
};
