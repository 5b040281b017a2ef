import { and, desc, eq, sql } from 'drizzle-orm';
import {
  BOOKING_MESSAGES, BOOKING_TABS, cancellationOutcome, guestMayCancel,
  type Booking, type BookingList, type BookingMoney, type BookingTab, type CancellationOutcome, type ManualPaymentMethod,
} from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { rawQueryOf } from '../../db/tx-query';
import { bookings, programs, type BookingRow, type UserRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { fromMinor, toMinor } from '../../ledger/ledger';
import { moneyBack } from '../../booking-process/money';
import { MANUAL_PROVIDER } from '../../payments/service';
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

/** The booking for its guest, its program's host, or an admin; anyone else gets a 404. */
export async function viewableBooking(db: Db, viewer: UserRow, id: string): Promise<BookingRow> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), viewer.role === 'admin' ? sql`true` : sql`(${bookings.userId} = ${viewer.id} OR ${bookings.programId} IN (SELECT ${programs.id} FROM ${programs} WHERE ${programs.ownerId} = ${viewer.id}))`));
  if (!row) throw notFound(NOT_FOUND);
  return row;
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

const DAY_MS = 86_400_000;

/**
 * What the guest's booking has paid, holds, still owes and when, and what cancelling today would give back: the
 * server's figures from the booking and its payments (`balanceDueDays`: BALANCE_DUE_DAYS).
 */
export async function bookingMoney(db: Db, user: UserRow, id: string, balanceDueDays: number, now = new Date()): Promise<BookingMoney> {
  const row = await viewableBooking(db, user, id);
  const query = rawQueryOf(db);
  const payments = await query<{ id: string; provider: string; purpose: string; status: string; amount: string; refunded: string; method: ManualPaymentMethod | null; note: string; updated_at: string | Date }>(
    'SELECT id, provider, purpose, status, amount::text AS amount, refunded::text AS refunded, method, note, updated_at FROM payments WHERE booking_id = $1 ORDER BY created_at, id',
    [row.id],
  );
  const manual = payments.some((p) => p.provider === MANUAL_PROVIDER);
  const captured = payments.filter((p) => p.status === 'captured');
  const sum = (list: typeof payments, f: (p: (typeof payments)[number]) => number) => list.reduce((total, p) => total + f(p), 0);
  const refunded = sum(captured, (p) => Number(p.refunded));
  const paid = sum(captured, (p) => Number(p.amount)) - refunded;
  const held = sum(payments.filter((p) => p.status === 'authorised'), (p) => Number(p.amount));
  // A deposit booking still open owes the rest of its price, charged BALANCE_DUE_DAYS before arrival (or at once when closer).
  const open = row.status === 'confirmed' || row.status === 'requested';
  // A manual booking owes what still waits to be recorded (no day: the host says when and how), after the stay too
  // (money paid on arrival is often recorded once the guest has left).
  const waiting = sum(payments.filter((p) => p.provider === MANUAL_PROVIDER && p.status === 'requires_payment'), (p) => Number(p.amount));
  const owed = manual
    ? (open || row.status === 'completed' ? waiting : 0)
    : open && row.total !== null && row.depositDue !== null && captured.length + held > 0 && !captured.some((p) => p.purpose === 'balance') ? toMinor(row.total - row.depositDue, row.currency) : 0;
  const dueAt = Math.max(Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`), Date.parse(`${row.preferredDate}T00:00:00Z`) - balanceDueDays * DAY_MS);
  const terms = cancelTerms(row);
  const mayCancel = guestMayCancel(terms, bookingToday(row, now));
  const back = mayCancel ? await moneyBack(query, row.id, row.status === 'confirmed' ? cancellationOutcome(terms, 'guest', now).amount : row.total, row.total) : null;
  const whole = (minor: number) => fromMinor(minor, row.currency);
  return {
    currency: row.currency,
    paid: whole(paid),
    held: whole(held),
    refunded: whole(refunded),
    due: owed > 0 ? whole(owed) : null,
    dueOn: owed > 0 && !manual ? new Date(dueAt).toISOString().slice(0, 10) : null,
    refundToday: back ? whole(back.refund) : null,
    method: manual ? 'manual' : 'card',
    ...(manual
      ? { records: captured.filter((p) => p.provider === MANUAL_PROVIDER && p.method).map((p) => ({ id: p.id, amount: whole(Number(p.amount)), method: p.method!, note: p.note, at: new Date(p.updated_at).toISOString() })) }
      : {}),
  };
}

/** The guest cancels: the process frees the places and keeps what the policy gives back at this moment. */
export async function cancelAsGuest(tx: Tx, user: UserRow, id: string, now = new Date()): Promise<Booking> {
  const row = await transition(tx, await ownBooking(tx.db, user, id), 'cancel', { kind: 'guest', id: user.id }, { now });
  return withHistory(tx.db, row, now);
}
