import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES, BOOKING_TABS, cancellationOutcome, guestMayCancel,
  type Booking, type BookingList, type BookingTab, type CancellationOutcome,
} from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { rawQueryOf } from '../../db/tx-query';
import { bookings, programs, type BookingRow, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { fromMinor } from '../../ledger/ledger';
import { moneyBack } from '../../booking-process/money';
import { bookingToday, cancelTerms, transition } from '../../booking-process/process';
import { withHistories, withHistory } from './read';
import type { Tx } from '../../db/transaction';

// The guest's side: their bookings by tab, one booking with its history, what cancelling gives back, and cancelling.

const NOT_FOUND = 'Booking not found.';

/** The guest's own bookings (newest first) in the tab asked for, or all, with the count of every tab. */
export async function listMine(db: Db, user: UserRow, tab: BookingTab | undefined, now = new Date()): Promise<BookingList> {
  const rows = await db.select().from(bookings).where(eq(bookings.userId, user.id)).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(500);
  const all = await withHistories(db, rows, now);
  const counts = Object.fromEntries(BOOKING_TABS.map((t) => [t, all.filter((b) => b.tab === t).length])) as Record<BookingTab, number>;
  return { bookings: tab ? all.filter((b) => b.tab === tab) : all, counts };
}

/** One booking, for the guest who made it or the owner of its program; anyone else gets a 404 (no hint it exists). */
export async function getBooking(db: Db, viewer: UserRow, id: string, now = new Date()): Promise<Booking> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), sql`(${bookings.userId} = ${viewer.id} OR ${bookings.programId} IN (SELECT ${programs.id} FROM ${programs} WHERE ${programs.ownerId} = ${viewer.id}))`));
  if (!row) throw notFound(NOT_FOUND);
  return withHistory(db, row, now);
}

async function ownBooking(db: Db, user: UserRow, id: string): Promise<BookingRow> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.userId, user.id)));
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/** What cancelling gives back now, under the booking's policy; 409 NOT_UPCOMING when the guest may not cancel. */
export async function cancellationPreview(db: Db, user: UserRow, id: string, now = new Date()): Promise<CancellationOutcome> {
  const row = await ownBooking(db, user, id);
  const booking = cancelTerms(row);
  if (!guestMayCancel(booking, bookingToday(row, now))) throw conflict('NOT_UPCOMING', BOOKING_MESSAGES.notUpcoming, { currentState: row.status });
  const outcome = cancellationOutcome(booking, 'guest', now);
  // What the cancellation refunds through the platform: the same share of what was paid (money.ts).
  const money = await moneyBack(rawQueryOf(db), row.id, row.status === 'confirmed' ? outcome.amount : row.total, row.total);
  return money.paid > 0 ? { ...outcome, payment: { paid: fromMinor(money.paid, row.currency), refund: fromMinor(money.refund, row.currency) } } : outcome;
}

/** The guest cancels: the process frees the places and keeps what the policy gives back at this moment. */
export async function cancelAsGuest(tx: Tx, user: UserRow, id: string, now = new Date()): Promise<Booking> {
  const row = await transition(tx, await ownBooking(tx.db, user, id), 'cancel', { kind: 'guest', id: user.id }, { now });
  return withHistory(tx.db, row, now);
}
