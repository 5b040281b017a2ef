import type { Booking, BookingHistoryEntry } from '@wellness/shared/domain';
import { canceledAsRequest, cancellationText } from './cancellationText';

const move = (from: Booking['state'] | null, to: Booking['state']): BookingHistoryEntry => ({ from, to, move: 'cancel', actor: 'guest', reason: '', at: '2030-01-02T00:00:00.000Z' });
const booking = (state: Booking['state'], history: BookingHistoryEntry[]) => ({ state, history, total: 4800, currency: 'USD' });
const confirmedThenCanceled = (to: Booking['state']) => booking(to, [move(null, 'confirmed'), move('confirmed', to)]);

describe('what a cancellation gives back, in the reader’s words', () => {
  it('tells the guest of a host’s cancellation what they get, never "The guest gets"', () => {
    const canceled = confirmedThenCanceled('canceled_by_provider');
    expect(cancellationText({ refund: 'full', amount: 4800 }, canceled, 'guest', 'en')).toBe('You get a full refund of $4,800.');
    expect(cancellationText({ refund: 'full', amount: 4800 }, canceled, 'owner', 'en')).toBe('The guest gets a full refund of $4,800.');
  });

  it('follows the policy for a confirmed stay: part back, or nothing this close to arrival', () => {
    const canceled = confirmedThenCanceled('canceled_by_guest');
    expect(cancellationText({ refund: 'partial', amount: 2400 }, canceled, 'guest', 'en')).toBe('You get 50% back of $2,400.');
    expect(cancellationText({ refund: 'none', amount: 0 }, canceled, 'guest', 'en')).toBe('No refund: the policy gives nothing back this close to arrival.');
    expect(cancellationText({ refund: 'full', amount: null }, { ...canceled, total: null }, 'guest', 'en')).toBe('You get a full refund.');
  });

  it('promises no refund for a request, which was never charged: before cancelling it and after', () => {
    expect(cancellationText({ refund: 'full', amount: 3200 }, booking('requested', [move(null, 'requested')]), 'guest', 'en')).toBe('Nothing has been charged for this request: cancelling it costs nothing.');
    const canceled = booking('canceled_by_guest', [move(null, 'requested'), move('requested', 'canceled_by_guest')]);
    expect(canceledAsRequest(canceled)).toBe(true);
    expect(cancellationText({ refund: 'full', amount: 3200 }, canceled, 'guest', 'en')).toBe('Nothing was charged for this request, so nothing is refunded.');
    expect(cancellationText({ refund: 'full', amount: 3200 }, canceled, 'owner', 'en')).toBe('Nothing was charged for this request.');
    expect(canceledAsRequest(confirmedThenCanceled('canceled_by_guest'))).toBe(false);
  });
});
