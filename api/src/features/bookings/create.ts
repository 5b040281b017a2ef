import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  addNights, BOOKING_MESSAGES, ERROR_MESSAGES, priceBreakdown, VALIDATION_MESSAGES,
  type Booking, type BookingRequest,
} from '@wellness/shared/domain';
import { programs, programSessions, type ProgramRow, type UserRow } from '../../db/schema';
import { rawQueryOf, rowsOf } from '../../db/tx-query';
import { hostReachable, noHost } from '../../lib/hosts';
import { badRequest, conflict, HttpError } from '../../lib/errors';
import { isPublic } from '../programs/service';
import { open, todayOf, type ProcessTx } from './process';
import { toBooking } from './read';

// Creating a booking: the program, its places taken (or its preferred date checked), the price, then the process's
// creation move. All of it runs in the caller's transaction, the one that also claims the Idempotency-Key.

/** Letters and digits a person reads out without doubt (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** "WT-7K3QX9": 31^6 ≈ 887 million references; the unique index refuses a repeat. */
export const newReference = () => `WT-${Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const HOUR_MS = 3_600_000;

interface Stay {
  sessionId: string | null;
  startDate: string;
  endsOn: string | null;
}

/**
 * Takes `guests` places of the session in one guarded UPDATE: two bookings at once cannot both take the last place,
 * because the second one's WHERE is checked again once the first commits (PostgreSQL's row lock). When it takes
 * nothing, the session says why: not this program's, started, full, or fewer places than asked.
 */
async function takePlaces(tx: ProcessTx, program: ProgramRow, sessionId: string, guests: number, today: string): Promise<Stay> {
  const taken = rowsOf<{ start_date: string; nights: number }>(
    await tx.db.execute(sql`
      UPDATE program_sessions SET taken = taken + ${guests}, updated_at = now()
      WHERE id = ${sessionId} AND program_id = ${program.id} AND start_date > ${today}::date AND taken + ${guests} <= capacity
      RETURNING to_char(start_date, 'YYYY-MM-DD') AS start_date, nights`),
  );
  const [stay] = taken;
  if (stay) return { sessionId, startDate: stay.start_date, endsOn: addNights(stay.start_date, Number(stay.nights)) };

  const [session] = await tx.db
    .select({ startDate: programSessions.startDate, capacity: programSessions.capacity, taken: programSessions.taken })
    .from(programSessions)
    .where(and(eq(programSessions.id, sessionId), eq(programSessions.programId, program.id)));
  if (!session) throw new HttpError(400, 'UNKNOWN_SESSION', BOOKING_MESSAGES.unknownSession, { sessionId: BOOKING_MESSAGES.unknownSession });
  if (session.startDate <= today) throw new HttpError(400, 'SESSION_PAST', BOOKING_MESSAGES.sessionPast, { sessionId: BOOKING_MESSAGES.sessionPast });
  const left = session.capacity - session.taken;
  if (left <= 0) throw conflict('SESSION_FULL', BOOKING_MESSAGES.sessionFull, { placesLeft: 0 });
  throw conflict('NOT_ENOUGH_PLACES', BOOKING_MESSAGES.notEnoughPlaces(left), { placesLeft: left });
}

/** A program without sessions keeps the preferred-date rule: one of its available dates, or any date from today on. */
function preferredStay(program: ProgramRow, request: BookingRequest, today: string): Stay {
  if (request.sessionId) throw new HttpError(400, 'UNKNOWN_SESSION', BOOKING_MESSAGES.unknownSession, { sessionId: BOOKING_MESSAGES.unknownSession });
  const dates = program.bookingOptions.availableDates;
  const dateOk = dates.length > 0 ? dates.includes(request.preferredDate) : request.preferredDate >= today;
  if (!dateOk) throw badRequest(`preferredDate: ${VALIDATION_MESSAGES.date}`, { preferredDate: VALIDATION_MESSAGES.date });
  return { sessionId: null, startDate: request.preferredDate, endsOn: program.nights && program.nights > 0 ? addNights(request.preferredDate, program.nights) : null };
}

/** A booking of a public program by a visitor (linked to their account when signed in). */
export async function createBooking(tx: ProcessTx, request: BookingRequest, user: UserRow | null, now = new Date()): Promise<Booking> {
  const [program] = await tx.db
    .select()
    .from(programs)
    .where(and(isPublic, request.programId ? eq(programs.id, request.programId) : eq(programs.slug, (request.programSlug ?? '').toLowerCase())));
  if (!program) throw new HttpError(404, 'NOT_FOUND', ERROR_MESSAGES.programNotFound);
  // Nobody would confirm it, nor be told of it: a program without a host who answers takes no booking (409 NO_HOST).
  if (!(await hostReachable(rawQueryOf(tx.db), program.ownerId))) throw noHost('booking');

  const today = todayOf(now);
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(await tx.db.execute(sql`SELECT count(*)::int AS n FROM program_sessions WHERE program_id = ${program.id}`));
  let stay: Stay;
  if (Number(n) > 0) {
    if (!request.sessionId) throw badRequest(`sessionId: ${BOOKING_MESSAGES.sessionRequired}`, { sessionId: BOOKING_MESSAGES.sessionRequired });
    stay = await takePlaces(tx, program, request.sessionId, request.guests, today);
  } else {
    stay = preferredStay(program, request, today);
  }

  const price = program.price === null ? null : priceBreakdown(program.price, request.guests, program.depositPercent);
  const { row, event } = await open(
    tx,
    program.bookingMode,
    {
      id: randomUUID(),
      reference: newReference(),
      programId: program.id,
      programSlug: program.slug,
      programName: program.name,
      programImage: program.imageGallery[0] ?? '',
      location: program.location,
      userId: user?.id ?? null,
      name: request.name,
      email: request.email,
      phone: request.phone,
      preferredDate: stay.startDate,
      endsOn: stay.endsOn,
      sessionId: stay.sessionId,
      guests: request.guests,
      unitPrice: price?.unitPrice ?? null,
      total: price?.total ?? null,
      depositDue: price?.deposit ?? null,
      currency: program.currency,
      bookingMode: program.bookingMode,
      policy: program.cancellationPolicy,
      respondBy: program.bookingMode === 'request' ? new Date(now.getTime() + program.responseHours * HOUR_MS) : null,
    },
    { kind: 'guest', id: user?.id ?? null },
    now,
  );
  return toBooking(row, [event], now);
}
