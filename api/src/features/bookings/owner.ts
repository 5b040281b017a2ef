import { and, eq, or, sql } from 'drizzle-orm';
import { BOOKING_STATES, type Booking, type BookingState, type OwnerBookingList } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { bookings, programs, type BookingRow, type UserRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { containsText } from '../../lib/textSearch';
import { transition } from '../../booking-process/process';
import { withHistories, withHistory } from './read';
import type { Tx } from '../../db/transaction';

// The program owner's side: the bookings of their programs, and their moves (confirm, decline, cancel).

export const OWNER_PAGE_SIZE = 20;

const ownedBy = (owner: UserRow) => sql`${bookings.programId} IN (SELECT ${programs.id} FROM ${programs} WHERE ${programs.ownerId} = ${owner.id})`;

/** A guest's name or email, the program's name or the booking's reference has q. */
const bookingMatches = (q: string | undefined) =>
  q ? or(containsText(bookings.name, q), containsText(bookings.email, q), containsText(bookings.programName, q), containsText(bookings.reference, q)) : undefined;

/**
 * Every booking of the owner's programs, or those in one state, or those matching a search (q): requests waiting for
 * an answer first (soonest deadline first), then the rest newest first; 20 a page; with the count of every state
 * (among those matching the search) and the total of the filter.
 */
export async function listForOwner(db: Db, owner: UserRow, state: BookingState | undefined, page: number, now = new Date(), q?: string): Promise<OwnerBookingList> {
  const matching = and(ownedBy(owner), bookingMatches(q));
  const where = and(matching, state ? eq(bookings.status, state) : undefined);
  const offset = (page - 1) * OWNER_PAGE_SIZE;
  const [rows, grouped] = await Promise.all([
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(sql`(${bookings.status} = 'requested') DESC`, sql`${bookings.respondBy} ASC NULLS LAST`, sql`${bookings.createdAt} DESC`, sql`${bookings.id} DESC`)
      .limit(OWNER_PAGE_SIZE)
      .offset(offset),
    db.select({ status: bookings.status, n: sql<number>`count(*)::int` }).from(bookings).where(matching).groupBy(bookings.status),
  ]);
  const counts = Object.fromEntries(BOOKING_STATES.map((s) => [s, 0])) as Record<BookingState, number>;
  for (const g of grouped) counts[g.status] = Number(g.n);
  const total = state ? counts[state] : Object.values(counts).reduce((a, b) => a + b, 0);
  return { requests: await withHistories(db, rows, now), counts, total, limit: OWNER_PAGE_SIZE, offset };
}

/** A booking of one of the owner's programs; another owner's reads as missing. */
async function ownersBooking(db: Db, owner: UserRow, id: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, id), ownedBy(owner)));
  if (!row) throw notFound('Booking not found.');
  return row;
}

export type OwnerMove = 'confirm' | 'decline' | 'cancel_by_provider';

/** The owner confirms or declines a request, or cancels a confirmed stay (reason required, full refund). */
export async function moveAsOwner(tx: Tx, owner: UserRow, id: string, move: OwnerMove, reason: string, now = new Date()): Promise<Booking> {
  const row = await transition(tx, await ownersBooking(tx.db, owner, id), move, { kind: 'owner', id: owner.id }, { reason, now });
  return withHistory(tx.db, row, now);
}
