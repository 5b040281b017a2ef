import { and, asc, eq, inArray } from 'drizzle-orm';
import { WITHDRAW_MESSAGES, type WithdrawOutcome } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { bookings, programs, type ProgramRow, type UserRow } from '../../db/schema';
import { conflict, databaseErrorOf, notFound } from '../../lib/errors';
import type { Tx } from '../../db/transaction';
import { bookingToday, transition } from '../../booking-process/process';

// A program with live bookings is not deleted from under them: it is withdrawn. Its requests are declined and its
// upcoming stays canceled by the booking process (the host's cancellation: a full refund, recorded with the booking;
// each guest told in the booking's thread and by email), stays under way go on, and the program leaves the catalogue.
// Reviews outlive a program deleted later (migrations/0066).

const LIVE = ['requested', 'confirmed'] as const;

/** The owner's program, locked for this transaction (before any of its sessions or bookings: the lock order). */
async function lockOwned(db: Db, owner: UserRow, id: string): Promise<ProgramRow> {
  const [row] = await db.select().from(programs).where(and(eq(programs.id, id), eq(programs.ownerId, owner.id))).for('update');
  if (!row) throw notFound('Program not found.');
  return row;
}

async function liveBookings(db: Db, programId: string) {
  return db.select().from(bookings).where(and(eq(bookings.programId, programId), inArray(bookings.status, [...LIVE]))).orderBy(asc(bookings.id)).for('update');
}

const hasLiveBookings = (live: number) => conflict('HAS_LIVE_BOOKINGS', WITHDRAW_MESSAGES.hasLiveBookings(live), { liveBookings: live });

/**
 * Deletes the owner's program when no booking of it is live (requested or confirmed, a stay under way included);
 * otherwise 409 HAS_LIVE_BOOKINGS with their number: the owner withdraws it instead. The database refuses the same
 * (migrations/0066) whatever reaches it first.
 */
export async function deleteOwned(db: Db, owner: UserRow, id: string): Promise<ProgramRow> {
  const row = await lockOwned(db, owner, id);
  const live = await liveBookings(db, id);
  if (live.length > 0) throw hasLiveBookings(live.length);
  try {
    await db.delete(programs).where(and(eq(programs.id, id), eq(programs.ownerId, owner.id)));
  } catch (error) {
    if (databaseErrorOf(error)?.code === '23001') throw hasLiveBookings((await liveBookings(db, id)).length || 1);
    throw error;
  }
  return row;
}

/**
 * Withdraws the owner's program: out of the catalogue (inactive once approved, a draft otherwise), its requests
 * declined and its upcoming stays canceled by the host with `reason` (a full refund each), in one transaction with the
 * program locked first. Stays that have started go on.
 */
export async function withdrawOwned(tx: Tx, owner: UserRow, id: string, reason: string, now = new Date()): Promise<{ row: ProgramRow; outcome: WithdrawOutcome }> {
  const current = await lockOwned(tx.db, owner, id);
  const words = reason.trim() ? `${WITHDRAW_MESSAGES.defaultReason} ${reason.trim()}` : WITHDRAW_MESSAGES.defaultReason;
  const outcome: WithdrawOutcome = { declined: 0, canceled: 0, underWay: 0 };
  const actor = { kind: 'owner' as const, id: owner.id };
  for (const booking of await liveBookings(tx.db, id)) {
    if (booking.status === 'requested') {
      await transition(tx, booking, 'decline', actor, { reason: words, now });
      outcome.declined += 1;
    } else if (booking.preferredDate > bookingToday(booking, now)) {
      await transition(tx, booking, 'cancel_by_provider', actor, { reason: words, now });
      outcome.canceled += 1;
    } else {
      outcome.underWay += 1;
    }
  }
  const status = current.approved ? ('inactive' as const) : ('draft' as const);
  const [row] = await tx.db
    .update(programs)
    .set({ status, approved: current.approved, updatedAt: now })
    .where(and(eq(programs.id, id), eq(programs.ownerId, owner.id)))
    .returning();
  return { row: row!, outcome };
}
