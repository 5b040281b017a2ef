// The transition table alone: every (state, move, actor) the process allows, and every other one refused.
import { BOOKING_ACTORS, BOOKING_MOVES, BOOKING_STATES, type BookingActor, type BookingMove, type BookingState } from '@wellness/shared/domain';
import { creationMove, findMove, PROCESS } from './process';

const allowed: [BookingState | null, BookingMove, BookingActor, BookingState, 'take' | 'keep' | 'free'][] = [
  [null, 'book', 'guest', 'confirmed', 'take'],
  [null, 'request', 'guest', 'requested', 'take'],
  ['requested', 'confirm', 'owner', 'confirmed', 'keep'],
  ['requested', 'decline', 'owner', 'declined', 'free'],
  ['requested', 'expire', 'system', 'expired', 'free'],
  ['requested', 'cancel', 'guest', 'canceled_by_guest', 'free'],
  ['confirmed', 'cancel', 'guest', 'canceled_by_guest', 'free'],
  ['confirmed', 'cancel_by_provider', 'owner', 'canceled_by_provider', 'free'],
  ['confirmed', 'cancel', 'system', 'canceled_by_guest', 'free'],
  ['confirmed', 'complete', 'system', 'completed', 'keep'],
];

describe('the booking process table', () => {
  it.each(allowed)('%s --%s by %s--> %s (places: %s)', (from, move, actor, to, places) => {
    expect(findMove(from, move, actor)).toMatchObject({ to, places });
  });

  it('has exactly these moves', () => {
    expect(PROCESS).toHaveLength(allowed.length);
  });

  const refused = [null, ...BOOKING_STATES].flatMap((from) =>
    BOOKING_MOVES.flatMap((move) =>
      BOOKING_ACTORS.filter((actor) => !allowed.some(([f, m, a]) => f === from && m === move && a === actor)).map((actor) => [from, move, actor] as const),
    ),
  );
  it(`refuses the ${refused.length} other (state, move, actor) combinations`, () => {
    // 8 states (with "new") × 8 moves × 3 actors, less the 10 allowed.
    expect(refused).toHaveLength(8 * 8 * 3 - allowed.length);
    for (const [from, move, actor] of refused) expect(findMove(from, move, actor)).toBeNull();
  });

  it('ends nothing that has ended: declined, expired, canceled and completed bookings allow no move', () => {
    for (const from of ['declined', 'expired', 'canceled_by_guest', 'canceled_by_provider', 'completed'] as const) {
      expect(PROCESS.filter((m) => m.from === from)).toEqual([]);
    }
  });

  it('lets the guest (and the platform, for a balance never paid) cancel only before the stay starts, and creates by the program’s mode', () => {
    expect(PROCESS.filter((m) => m.beforeStart).map((m) => `${m.from}:${m.move}:${m.actor}`)).toEqual(['requested:cancel:guest', 'confirmed:cancel:guest', 'confirmed:cancel:system']);
    expect(creationMove('instant')).toMatchObject({ move: 'book', to: 'confirmed' });
    expect(creationMove('request')).toMatchObject({ move: 'request', to: 'requested' });
  });
});
