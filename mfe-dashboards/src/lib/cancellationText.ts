import type { Booking, CancellationOutcome } from '@wellness/shared/domain';
import type { Locale } from '@wellness/shared/format';
import { dashboardsMessages } from '../messages';
import { formatTotal } from './format';

export type Reader = 'guest' | 'owner';

/** Whether the booking was a request the host had not accepted when it was canceled (nothing was charged for it). */
export function canceledAsRequest(booking: Pick<Booking, 'state' | 'history'>): boolean {
  if (booking.state === 'requested') return true;
  const cancel = [...booking.history].reverse().find((entry) => entry.to === booking.state);
  return cancel?.from === 'requested';
}

/**
 * What a cancellation gives back, in the words of the side that reads it. The API keeps one text, written for whoever
 * canceled (an owner's cancellation reads "The guest gets…", which its guest must not read); this writes it again from
 * the outcome's numbers for the reader. A request the host had not accepted was never charged: cancelling it refunds
 * nothing, and no refund is promised.
 */
export function cancellationText(outcome: Pick<CancellationOutcome, 'refund' | 'amount'>, booking: Pick<Booking, 'state' | 'history' | 'total' | 'currency'>, reader: Reader, locale: string): string {
  const t = dashboardsMessages.fixedT(locale as Locale);
  // Before the guest cancels a request (the dialog's preview), and after.
  if (booking.state === 'requested') return t('cancellation.requestFree');
  if (canceledAsRequest(booking)) return reader === 'guest' ? t('cancellation.requestGuest') : t('cancellation.requestOwner');
  const amount = outcome.amount === null ? '' : formatTotal(outcome.amount, booking.currency, locale);
  const guest = reader === 'guest';
  if (outcome.refund === 'full') {
    if (amount) return guest ? t('cancellation.guest.fullOf', { amount }) : t('cancellation.owner.fullOf', { amount });
    return guest ? t('cancellation.guest.full') : t('cancellation.owner.full');
  }
  if (outcome.refund === 'partial') {
    const percent = booking.total && outcome.amount !== null ? Math.round((outcome.amount / booking.total) * 100) : null;
    if (percent === null) {
      if (amount) return guest ? t('cancellation.guest.partOf', { amount }) : t('cancellation.owner.partOf', { amount });
      return guest ? t('cancellation.guest.part') : t('cancellation.owner.part');
    }
    if (amount) return guest ? t('cancellation.guest.shareOf', { percent, amount }) : t('cancellation.owner.shareOf', { percent, amount });
    return guest ? t('cancellation.guest.share', { percent }) : t('cancellation.owner.share', { percent });
  }
  return guest ? t('cancellation.guest.none') : t('cancellation.owner.none');
}

