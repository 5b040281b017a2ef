import { eq } from 'drizzle-orm';
import { formatDate, formatMoney, DEFAULT_LOCALE } from '@wellness/shared/format';
import { bookings, userPreferences } from '../../db/schema';
import { fromMinor } from '../../ledger/ledger';
import type { PaymentListener } from '../../payments/service';
import { queueEmail } from '../../notify/email';

/**
 * A receipt for every payment taken and every refund (HTML and text, through the email outbox, written in the
 * transaction that records the provider's answer; its dedupe key makes a repeated answer one email).
 */
export const receiptsListener: PaymentListener = async (tx, payment, event) => {
  if ((event.type !== 'payment.captured' && event.type !== 'refund.succeeded') || !payment.booking_id) return;
  const [booking] = await tx.db.select().from(bookings).where(eq(bookings.id, payment.booking_id));
  if (!booking) return;
  // The guest's language preference (the default without an account or a choice): every amount and date in it.
  const [preference] = booking.userId ? await tx.db.select({ language: userPreferences.language }).from(userPreferences).where(eq(userPreferences.userId, booking.userId)) : [];
  const locale: string = preference?.language ?? DEFAULT_LOCALE;
  const amount = formatMoney(fromMinor(event.amount, payment.currency), payment.currency, locale);
  const refund = event.type === 'refund.succeeded';
  // A program without a deposit is paid in full at checkout: that payment is the price, not a deposit.
  const what = refund ? 'Refund' : payment.purpose === 'balance' ? 'Balance' : booking.depositDue === null ? 'Payment' : 'Deposit';
  await queueEmail(
    tx,
    {
      kind: refund ? 'payment.refund' : 'payment.receipt',
      toUserId: booking.userId,
      toEmail: booking.email,
      subject: refund ? `Refund of ${amount} for ${booking.programName}` : `Receipt: ${amount} paid for ${booking.programName}`,
      heading: refund ? 'Your refund is on its way' : 'Thank you for your payment',
      paragraphs: [
        refund
          ? `We refunded ${amount} to your card for your booking ${booking.reference}. It shows on your statement within a few days.`
          : `We received ${amount} for your booking ${booking.reference}. The platform holds it until your stay.`,
      ],
      facts: [
        { label: 'Program', value: booking.programName },
        { label: 'Arrival', value: formatDate(booking.preferredDate, locale) },
        { label: what, value: amount },
        { label: 'Reference', value: booking.reference },
      ],
      link: '/dashboard/user',
      linkLabel: 'See your booking',
      dedupeKey: refund ? `receipt:refund:${event.objectId ?? event.id}` : `receipt:${payment.id}:captured`,
    },
  );
};
