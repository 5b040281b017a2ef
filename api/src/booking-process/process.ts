import { and, eq, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES, cancellationOutcome, dayIn, guestMayCancel,
  type BookingActor, type BookingMode, type BookingMove, type BookingState,
} from '@wellness/shared/domain';
import { bookingEvents, bookings, programSessions, type BookingEventRow, type BookingRow } from '../db/schema';
import { conflict } from '../lib/errors';
import { timeZoneOfLocation } from '../lib/timeZone';
import { recordBookingChange } from './bookingLines';
import { moneyFollowUps } from './money';
import type { Tx } from '../db/transaction';

/**
 * The one booking process (docs/adr/0008-one-booking-process.md). This table is every move a booking can make, and
 * `open` and `transition` below are the only code that writes `bookings.status`: a move that is not in the table is
 * refused with the booking's current state, whoever asks.
 */

/** What a move does to the session's places: take them (creation), keep them as they are, or give them back. */
export type Places = 'take' | 'keep' | 'free';

export interface ProcessMove {
  /** null: the move creates the booking. */
  from: BookingState | null;
  move: BookingMove;
  actor: BookingActor;
  to: BookingState;
  places: Places;
  /** Only while the stay has not started (the guest's cancellation). */
  beforeStart?: true;
}

export const PROCESS: readonly ProcessMove[] = [
  { from: null, move: 'book', actor: 'guest', to: 'confirmed', places: 'take' },
  { from: null, move: 'request', actor: 'guest', to: 'requested', places: 'take' },
  { from: 'requested', move: 'confirm', actor: 'owner', to: 'confirmed', places: 'keep' },
  { from: 'requested', move: 'decline', actor: 'owner', to: 'declined', places: 'free' },
  { from: 'requested', move: 'expire', actor: 'system', to: 'expired', places: 'free' },
  // Nothing was due yet for a request: cancellationOutcome gives a full refund.
  { from: 'requested', move: 'cancel', actor: 'guest', to: 'canceled_by_guest', places: 'free', beforeStart: true },
  { from: 'confirmed', move: 'cancel', actor: 'guest', to: 'canceled_by_guest', places: 'free', beforeStart: true },
  { from: 'confirmed', move: 'cancel_by_provider', actor: 'owner', to: 'canceled_by_provider', places: 'free' },
  // A balance still unpaid after its retries: the guest's default, so the guest's cancellation policy applies.
  { from: 'confirmed', move: 'cancel', actor: 'system', to: 'canceled_by_guest', places: 'free', beforeStart: true },
  { from: 'confirmed', move: 'complete', actor: 'system', to: 'completed', places: 'keep' },
];

/** The table's row for this move from this state by this actor, or null when the process does not allow it. */
export function findMove(from: BookingState | null, move: BookingMove, actor: BookingActor): ProcessMove | null {
  return PROCESS.find((m) => m.from === from && m.move === move && m.actor === actor) ?? null;
}

/** The move that creates a booking of a program that books this way. */
export const creationMove = (mode: BookingMode): ProcessMove => findMove(null, mode === 'instant' ? 'book' : 'request', 'guest')!;

/** Who moves: the guest or owner (with their account, when known), or the platform's scheduled jobs. */
export interface Actor {
  kind: BookingActor;
  id: string | null;
}
export const SYSTEM: Actor = { kind: 'system', id: null };

declare module '../lib/jobs/queue' {
  interface JobPayloads {
    /** A request not answered by its deadline expires (freeing its places). */
    'bookings.expire': { bookingId: string };
    /** A confirmed stay is completed after its last night. */
    'bookings.complete': { bookingId: string };
  }
}

const DAY_MS = 86_400_000;
export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

/** The time zone a booking's days are counted in: its program's when booked, else derived from its location. */
export const zoneOf = (row: Pick<BookingRow, 'timeZone' | 'location'>) => row.timeZone ?? timeZoneOfLocation(row.location);
/** Today in the booking's program's time zone: whether its stay has started, its refund tier. */
export const bookingToday = (row: Pick<BookingRow, 'timeZone' | 'location'>, now: Date) => dayIn(now, zoneOf(row));
/** The booking as the cancellation rules read it. */
export const cancelTerms = (row: BookingRow) => ({ state: row.status, startDate: row.preferredDate, total: row.total, currency: row.currency, policy: row.policy, timeZone: zoneOf(row) });

export const invalidMove = (state: BookingState, move: BookingMove) =>
  conflict('INVALID_TRANSITION', BOOKING_MESSAGES.invalidMove(state, move), { currentState: state });

/** When a confirmed stay is over: the morning of departure, or the day after arrival when its nights are unknown. */
function completionTime(row: BookingRow): Date {
  const ends = row.endsOn ?? new Date(Date.parse(`${row.preferredDate}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return new Date(`${ends}T00:00:00Z`);
}

/** The jobs a booking needs in its new state, queued in the same transaction (once per booking and kind). */
async function scheduleFollowUps(tx: Tx, row: BookingRow): Promise<void> {
  const { query } = tx;
  if (row.status === 'requested' && row.respondBy) {
    await tx.jobs.send('bookings.expire', { bookingId: row.id }, { startAfter: row.respondBy, singletonKey: row.id, query });
  }
  if (row.status === 'confirmed') {
    await tx.jobs.send('bookings.complete', { bookingId: row.id }, { startAfter: completionTime(row), singletonKey: row.id, query });
  }
}

async function record(tx: Tx, row: BookingRow, from: BookingState | null, move: ProcessMove, actor: Actor, reason: string, now: Date): Promise<BookingEventRow> {
  const [event] = await tx.db
    .insert(bookingEvents)
    .values({ bookingId: row.id, fromState: from, toState: move.to, move: move.move, actor: actor.kind, actorId: actor.id, reason, at: now })
    .returning();
  return event!;
}

export type NewBooking = Omit<typeof bookings.$inferInsert, 'status' | 'createdAt' | 'updatedAt'>;

/**
 * Stores a new booking in the state its creation move gives (`confirmed` for an instant program, `requested`
 * otherwise), with its first history entry and its follow-up job. The places were taken just before, in the same
 * transaction (create.ts), by the guarded UPDATE that refuses a full session.
 */
export async function open(tx: Tx, mode: BookingMode, values: NewBooking, actor: Actor, now: Date, paidAtCheckout?: number): Promise<{ row: BookingRow; event: BookingEventRow }> {
  const move = creationMove(mode);
  const [row] = await tx.db.insert(bookings).values({ ...values, status: move.to, createdAt: now, updatedAt: now }).returning();
  const event = await record(tx, row!, null, move, actor, '', now);
  await scheduleFollowUps(tx, row!);
  // The booking's thread, its first system line, the live events and the emails of the moment (bookingLines.ts).
  await recordBookingChange(tx, row!, null, actor.id, now, false, paidAtCheckout);
  return { row: row!, event };
}

export interface TransitionOptions {
  /** The owner's reason (decline, cancellation by the provider). */
  reason?: string;
  now: Date;
}

/**
 * Moves a booking: checks the table (refused → 409 INVALID_TRANSITION with the current state), writes the new state
 * only if the booking is still in the state it was read in (a concurrent move → the same 409 with the state it has
 * now), gives back its places, records the move in its history and queues its follow-up jobs, all in the caller's
 * transaction. A cancellation keeps what the policy gives back at that moment.
 */
export async function transition(tx: Tx, booking: BookingRow, move: BookingMove, actor: Actor, { reason = '', now }: TransitionOptions): Promise<BookingRow> {
  const step = findMove(booking.status, move, actor.kind);
  if (!step) throw invalidMove(booking.status, move);
  if (step.beforeStart && !guestMayCancel({ state: booking.status, startDate: booking.preferredDate }, bookingToday(booking, now))) {
    throw conflict('NOT_UPCOMING', BOOKING_MESSAGES.notUpcoming, { currentState: booking.status });
  }

  const set: Partial<typeof bookings.$inferInsert> = { status: step.to, updatedAt: now };
  if (move === 'confirm' || move === 'decline') set.decidedAt = now;
  if (move === 'decline') set.cancelReason = reason;
  if (move === 'expire') set.expiredAt = now;
  if (move === 'complete') set.completedAt = now;
  if (move === 'cancel' || move === 'cancel_by_provider') {
    const outcome = cancellationOutcome(cancelTerms(booking), move === 'cancel' ? 'guest' : 'owner', now);
    Object.assign(set, { canceledAt: now, cancelReason: reason, refund: outcome.refund, refundAmount: outcome.amount, refundText: outcome.text });
  }

  const [row] = await tx.db.update(bookings).set(set).where(and(eq(bookings.id, booking.id), eq(bookings.status, booking.status))).returning();
  if (!row) {
    const [current] = await tx.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    throw invalidMove(current?.status ?? booking.status, move);
  }
  if (step.places === 'free' && row.sessionId) {
    await tx.db
      .update(programSessions)
      .set({ taken: sql`${programSessions.taken} - ${row.guests}`, updatedAt: now })
      .where(eq(programSessions.id, row.sessionId));
  }
  await record(tx, row, booking.status, step, actor, reason, now);
  await scheduleFollowUps(tx, row);
  // The money that goes with the move: capture, release, refund, the payout (money.ts).
  await moneyFollowUps(tx, booking, row);
  await recordBookingChange(tx, row, booking.status, actor.id, now, actor.kind === 'system');
  return row;
}
