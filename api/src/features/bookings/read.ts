import { asc, inArray } from 'drizzle-orm';
import { bookingTab, type Booking, type BookingActor, type BookingHistoryEntry } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { bookingEvents, type BookingEventRow, type BookingRow } from '../../db/schema';
import { bookingToday } from '../../booking-process/process';

// How a stored booking reads in answers (the Booking of @wellness/shared/domain), with its history.

export function toHistoryEntry(event: BookingEventRow): BookingHistoryEntry {
  return {
    from: event.fromState,
    to: event.toState,
    move: event.move,
    // An administrator's move reads as the owner's side (the shared type names guest, owner and system).
    actor: (event.actor === 'admin' ? 'owner' : event.actor) as BookingActor,
    reason: event.reason,
    at: event.at.toISOString(),
  };
}

export function toBooking(row: BookingRow, history: BookingEventRow[], now = new Date()): Booking {
  const deposit = row.depositDue;
  return {
    id: row.id,
    reference: row.reference,
    programId: row.programId,
    programSlug: row.programSlug,
    programName: row.programName,
    programImage: row.programImage,
    location: row.location,
    name: row.name,
    email: row.email,
    phone: row.phone,
    startDate: row.preferredDate,
    preferredDate: row.preferredDate,
    endDate: row.endsOn,
    sessionId: row.sessionId,
    guests: row.guests,
    currency: row.currency,
    unitPrice: row.unitPrice,
    total: row.total,
    deposit,
    balance: deposit === null || row.total === null ? null : row.total - deposit,
    bookingMode: row.bookingMode,
    policy: row.policy,
    state: row.status,
    status: row.status,
    tab: bookingTab({ state: row.status, startDate: row.preferredDate }, bookingToday(row, now)),
    respondBy: row.respondBy?.toISOString() ?? null,
    cancellation: row.refund ? { refund: row.refund, amount: row.refundAmount, text: row.refundText ?? '' } : null,
    reason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    history: history.map(toHistoryEntry),
  };
}

/** The histories of these bookings, oldest move first, in one query. */
export async function historiesOf(db: Db, ids: string[]): Promise<Map<string, BookingEventRow[]>> {
  const byBooking = new Map<string, BookingEventRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byBooking;
  const events = await db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, ids)).orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  for (const event of events) byBooking.get(event.bookingId)?.push(event);
  return byBooking;
}

/** Bookings as answered, each with its history. */
export async function withHistories(db: Db, rows: BookingRow[], now = new Date()): Promise<Booking[]> {
  const histories = await historiesOf(db, rows.map((r) => r.id));
  return rows.map((row) => toBooking(row, histories.get(row.id) ?? [], now));
}

export async function withHistory(db: Db, row: BookingRow, now = new Date()): Promise<Booking> {
  return (await withHistories(db, [row], now))[0]!;
}
