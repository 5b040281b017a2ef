import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  BOOKING_STATES, ERROR_MESSAGES, VALIDATION_MESSAGES,
  type Booking, type BookingFilter, type BookingList, type BookingRequest, type BookingState, type OwnerBookingRequest, type OwnerBookingRequestList,
} from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { bookings, programs, type BookingRow, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isPublic } from '../programs/service';

/** Today as YYYY-MM-DD in UTC: the booking date input's minimum. */
export const today = () => new Date().toISOString().slice(0, 10);

/** Still on: requested or confirmed (the user dashboard's "booked"). */
const LIVE: BookingState[] = ['requested', 'confirmed'];
const isLive = (status: BookingState) => LIVE.includes(status);

export function toBooking(row: BookingRow, now = today()): Booking {
  return {
    id: row.id,
    programId: row.programId,
    programSlug: row.programSlug,
    programName: row.programName,
    programImage: row.programImage,
    location: row.location,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredDate: row.preferredDate,
    status: row.status,
    upcoming: isLive(row.status) && row.preferredDate >= now,
    createdAt: row.createdAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * A booking request for a public program, written with `db` (the idempotency transaction of the route, so a repeated
 * Idempotency-Key answers this booking again: lib/idempotency.ts).
 */
export async function createBooking(db: Db, request: BookingRequest, user: UserRow | null): Promise<Booking> {
  const [program] = await db
    .select()
    .from(programs)
    .where(and(isPublic, request.programId ? eq(programs.id, request.programId) : eq(programs.slug, (request.programSlug ?? '').toLowerCase())));
  if (!program) throw notFound(ERROR_MESSAGES.programNotFound);
  // With available dates the form offers only those; otherwise any date from today on.
  const dates = program.bookingOptions.availableDates;
  const dateOk = dates.length > 0 ? dates.includes(request.preferredDate) : request.preferredDate >= today();
  if (!dateOk) throw badRequest(`preferredDate: ${VALIDATION_MESSAGES.date}`, { preferredDate: VALIDATION_MESSAGES.date });

  const [row] = await db
    .insert(bookings)
    .values({
      id: randomUUID(),
      programId: program.id,
      programSlug: program.slug,
      programName: program.name,
      programImage: program.imageGallery[0] ?? '',
      location: program.location,
      userId: user?.id ?? null,
      name: request.name,
      email: request.email,
      phone: request.phone,
      preferredDate: request.preferredDate,
    })
    .returning();
  return toBooking(row!);
}

/** The guest's own bookings. Tabs: booked = requested or confirmed, upcoming = booked and dated today or later, canceled = canceled or declined. */
export async function listMine(db: Db, user: UserRow, filter: BookingFilter | undefined): Promise<BookingList> {
  const rows = await db.select().from(bookings).where(eq(bookings.userId, user.id)).orderBy(desc(bookings.createdAt)).limit(500);
  const all = rows.map((r) => toBooking(r));
  const inTab: Record<BookingFilter, (b: Booking) => boolean> = {
    booked: (b) => isLive(b.status),
    upcoming: (b) => b.upcoming,
    canceled: (b) => !isLive(b.status),
  };
  return {
    bookings: filter ? all.filter(inTab[filter]) : all,
    counts: { booked: all.filter(inTab.booked).length, upcoming: all.filter(inTab.upcoming).length, canceled: all.filter(inTab.canceled).length },
  };
}

/** The guest cancels a requested or confirmed booking; guarded by the status it read (a concurrent change → 409). */
export async function cancelBooking(db: Db, user: UserRow, id: string): Promise<Booking> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.userId, user.id)));
  if (!row) throw notFound('Booking not found.');
  if (!isLive(row.status)) throw conflict('ALREADY_CANCELED', row.status === 'declined' ? 'This booking was declined.' : 'This booking is already canceled.');
  const [updated] = await db
    .update(bookings)
    .set({ status: 'canceled', canceledAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.userId, user.id), eq(bookings.status, row.status)))
    .returning();
  if (!updated) throw conflict('CHANGED_MEANWHILE', 'This booking was changed meanwhile. Reload and try again.');
  return toBooking(updated);
}

// ---- The program owner's side (issue 12) ----

const ownedProgramIds = (owner: UserRow) => sql`(SELECT ${programs.id} FROM ${programs} WHERE ${programs.ownerId} = ${owner.id})`;

function toOwnerRequest(row: BookingRow): OwnerBookingRequest {
  return {
    id: row.id,
    programId: row.programId,
    programName: row.programName,
    programSlug: row.programSlug,
    name: row.name,
    email: row.email,
    phone: row.phone,
    preferredDate: row.preferredDate,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

/** Booking requests for the programs this account owns, newest first, with counts per status. */
export async function listOwnerRequests(db: Db, owner: UserRow, status?: BookingState): Promise<OwnerBookingRequestList> {
  const mine = sql`${bookings.programId} IN ${ownedProgramIds(owner)}`;
  const [rows, grouped] = await Promise.all([
    db.select().from(bookings).where(and(mine, status ? eq(bookings.status, status) : undefined)).orderBy(desc(bookings.createdAt), desc(bookings.id)).limit(500),
    db.select({ status: bookings.status, n: sql<number>`count(*)::int` }).from(bookings).where(mine).groupBy(bookings.status),
  ]);
  const counts = Object.fromEntries(BOOKING_STATES.map((s) => [s, 0])) as Record<BookingState, number>;
  for (const g of grouped) counts[g.status] = Number(g.n);
  return { requests: rows.map(toOwnerRequest), counts };
}

/**
 * Confirm or decline a request for one of the owner's programs. Only a `requested` booking can be decided, and the
 * update says so in its WHERE: two decisions at once (or a decision and the guest's cancel) cannot both win.
 */
export async function decideRequest(db: Db, owner: UserRow, id: string, decision: 'confirmed' | 'declined'): Promise<OwnerBookingRequest> {
  const [updated] = await db
    .update(bookings)
    .set({ status: decision, decidedAt: new Date() })
    .where(and(eq(bookings.id, id), eq(bookings.status, 'requested'), inArray(bookings.programId, ownedProgramIds(owner))))
    .returning();
  if (updated) return toOwnerRequest(updated);
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(and(eq(bookings.id, id), inArray(bookings.programId, ownedProgramIds(owner))));
  // Another owner's booking reads as missing.
  if (!row) throw notFound('Booking request not found.');
  throw conflict('NOT_REQUESTED', `This booking is already ${row.status}; only new requests can be confirmed or declined.`);
}
