import type { Booking, CancellationOutcome } from '@wellness/shared/domain';
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
  // Before the guest cancels a request (the dialog's preview), and after.
  if (booking.state === 'requested') return 'Nothing has been charged for this request: cancelling it costs nothing.';
  if (canceledAsRequest(booking)) return reader === 'guest' ? 'Nothing was charged for this request, so nothing is refunded.' : 'Nothing was charged for this request.';
  const amount = outcome.amount === null ? '' : formatTotal(outcome.amount, booking.currency, locale);
  const who = reader === 'guest' ? 'You get' : 'The guest gets';
  if (outcome.refund === 'full') return `${who} a full refund${amount ? ` of ${amount}` : ''}.`;
  if (outcome.refund === 'partial') {
    const share = booking.total && outcome.amount !== null ? Math.round((outcome.amount / booking.total) * 100) : null;
    return `${who} ${share === null ? 'part' : `${share}%`} back${amount ? ` of ${amount}` : ''}.`;
  }
  return reader === 'guest' ? 'No refund: the policy gives nothing back this close to arrival.' : 'The guest gets no refund: the policy gives nothing back this close to arrival.';
}

