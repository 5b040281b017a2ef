import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ERROR_MESSAGES, VALIDATION_MESSAGES, type Booking, type BookingFilter, type BookingList, type BookingRequest } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { bookings, programs, type BookingRow, type UserRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isPublic } from '../programs/service';

/** Today as YYYY-MM-DD in UTC: the booking date input's minimum (SPEC §5). */
export const today = () => new Date().toISOString().slice(0, 10);

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
    upcoming: row.status === 'booked' && row.preferredDate >= now,
    createdAt: row.createdAt.toISOString(),
    canceledAt: row.canceledAt?.toISOString() ?? null,
  };
}

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

export async function listMine(db: Db, user: UserRow, filter: BookingFilter | undefined): Promise<BookingList> {
  const rows = await db.select().from(bookings).where(eq(bookings.userId, user.id)).orderBy(desc(bookings.createdAt)).limit(500);
  const all = rows.map((r) => toBooking(r));
  const counts = {
    booked: all.filter((b) => b.status === 'booked').length,
    upcoming: all.filter((b) => b.upcoming).length,
    canceled: all.filter((b) => b.status === 'canceled').length,
  };
  const pick = (b: Booking) => (filter === 'upcoming' ? b.upcoming : filter ? b.status === filter : true);
  return { bookings: all.filter(pick), counts };
}

export async function cancelBooking(db: Db, user: UserRow, id: string): Promise<Booking> {
  const [row] = await db.select().from(bookings).where(and(eq(bookings.id, id), eq(bookings.userId, user.id)));
  if (!row) throw notFound('Booking not found.');
  if (row.status === 'canceled') throw conflict('ALREADY_CANCELED', 'This booking is already canceled.');
  const [updated] = await db.update(bookings).set({ status: 'canceled', canceledAt: new Date() }).where(eq(bookings.id, id)).returning();
  return toBooking(updated!);
}
