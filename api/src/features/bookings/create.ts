import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  addNights, BOOKING_HORIZON_DAYS, bookingModeFor, BOOKING_MESSAGES, ERROR_MESSAGES, priceBreakdown, VALIDATION_MESSAGES,
  type Booking, type BookingMode, type BookingRequest,
} from '@wellness/shared/domain';
import { CALENDAR_MESSAGES } from '@wellness/shared/host-tools';
import { programs, programSessions, type ProgramRow, type UserRow } from '../../db/schema';
import { rawQueryOf, rowsOf } from '../../db/tx-query';
import { hostReachable, noHost } from '../../lib/hosts';
import { badRequest, conflict, forbidden, HttpError } from '../../lib/errors';
import { timeZoneOf } from '../../lib/timeZone';
import { isPublic } from '../../read-model/public';
import { open, todayOf } from '../../booking-process/process';
import { queuePayout } from '../../booking-process/money';
import { toMinor } from '../../ledger/ledger';
import { openManualPayment } from '../../payments/service';
import { toBooking } from './read';
import type { Tx } from '../../db/transaction';

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
async function takePlaces(tx: Tx, program: ProgramRow, sessionId: string, guests: number, today: string): Promise<Stay> {
  const taken = rowsOf<{ start_date: string; nights: number }>(
    await tx.db.execute(sql`
      UPDATE program_sessions SET taken = taken + ${guests}, updated_at = now()
      WHERE id = ${sessionId} AND program_id = ${program.id} AND start_date > ${today}::date AND taken + ${guests} <= capacity
        AND NOT closed AND NOT blocked
      RETURNING to_char(start_date, 'YYYY-MM-DD') AS start_date, nights`),
  );
  const [stay] = taken;
  if (stay) return { sessionId, startDate: stay.start_date, endsOn: addNights(stay.start_date, Number(stay.nights)) };

  const [session] = await tx.db
    .select({ startDate: programSessions.startDate, capacity: programSessions.capacity, taken: programSessions.taken, closed: programSessions.closed, blocked: programSessions.blocked })
    .from(programSessions)
    .where(and(eq(programSessions.id, sessionId), eq(programSessions.programId, program.id)));
  if (!session) throw new HttpError(400, 'UNKNOWN_SESSION', BOOKING_MESSAGES.unknownSession, { sessionId: BOOKING_MESSAGES.unknownSession });
  if (session.startDate <= today) throw new HttpError(400, 'SESSION_PAST', BOOKING_MESSAGES.sessionPast, { sessionId: BOOKING_MESSAGES.sessionPast });
  // Closed by its host, or its dates blocked (the host's calendar, migrations/0080).
  if (session.closed || session.blocked) throw conflict('SESSION_CLOSED', CALENDAR_MESSAGES.notBookable, { placesLeft: 0 });
  const left = session.capacity - session.taken;
  if (left <= 0) throw conflict('SESSION_FULL', BOOKING_MESSAGES.sessionFull, { placesLeft: 0 });
  throw conflict('NOT_ENOUGH_PLACES', BOOKING_MESSAGES.notEnoughPlaces(left), { placesLeft: left });
}

/**
 * A program without sessions keeps the preferred-date rule, within its window: one of its available dates from today
 * on, or, when it lists none, a date from today to BOOKING_HORIZON_DAYS ahead.
 */
function preferredStay(program: ProgramRow, request: BookingRequest, today: string): Stay {
  if (request.sessionId) throw new HttpError(400, 'UNKNOWN_SESSION', BOOKING_MESSAGES.unknownSession, { sessionId: BOOKING_MESSAGES.unknownSession });
  const dates = program.bookingOptions.availableDates;
  const dateOk = request.preferredDate >= today && (dates.length > 0 ? dates.includes(request.preferredDate) : true);
  if (!dateOk) throw badRequest(`preferredDate: ${VALIDATION_MESSAGES.date}`, { preferredDate: VALIDATION_MESSAGES.date });
  if (dates.length === 0 && request.preferredDate > addNights(today, BOOKING_HORIZON_DAYS)) {
    throw badRequest(`preferredDate: ${BOOKING_MESSAGES.dateTooFar}`, { preferredDate: BOOKING_MESSAGES.dateTooFar });
  }
  return { sessionId: null, startDate: request.preferredDate, endsOn: program.nights && program.nights > 0 ? addNights(request.preferredDate, program.nights) : null };
}

/** Who books, as the places rules count them: the account, the email given, the address (hashed). */
export interface Booker {
  user: UserRow | null;
  /** A hash of the address the booking came from (never the address). */
  addressHash: string | null;
  /** The most places one party (account, email or address) may hold in one session; 0: no cap. */
  placesPerGuest: number;
  /** Through checkout: what the guest paid (major units), for the booking's emails. */
  paid?: number;
  /** Made by checkout once the provider holds the money (a priced card program books no other way). */
  viaCheckout?: boolean;
}

/**
 * Places one party holds in a session: one guest (the same account, email or address) holds at most `placesPerGuest`
 * places of a session in live bookings. Counted after this booking took its places: the guarded UPDATE holds the
 * session's row, so a second booking of the same session waits for this one and then counts it.
 */
async function checkPlacesPerGuest(tx: Tx, sessionId: string, request: BookingRequest, booker: Booker): Promise<void> {
  if (booker.placesPerGuest <= 0) return;
  const [held] = rowsOf<{ n: number }>(
    await tx.db.execute(sql`
      SELECT coalesce(sum(guests), 0)::int AS n FROM bookings
      WHERE session_id = ${sessionId} AND status IN ('requested', 'confirmed')
        AND (lower(email) = lower(${request.email}) OR address_hash = ${booker.addressHash ?? ''} OR user_id = ${booker.user?.id ?? ''})`),
  );
  const already = Number(held?.n ?? 0);
  if (already + request.guests > booker.placesPerGuest) {
    throw conflict('GUEST_PLACES_CAP', BOOKING_MESSAGES.guestPlacesCap(booker.placesPerGuest, already), { placesHeld: already, cap: booker.placesPerGuest });
  }
}

/** How this booking is made, by the rule the pages show before anyone books (`bookingModeFor`). */
const modeFor = (program: ProgramRow, user: UserRow | null): BookingMode => bookingModeFor(program.bookingMode, user !== null);

/** A booking of a public program by a visitor (linked to their account when signed in). */
export async function createBooking(tx: Tx, request: BookingRequest, booker: Booker, now = new Date()): Promise<Booking> {
  const { user } = booker;
  // The program first, with the lock a foreign key takes (KEY SHARE): a booking and an owner's edit both lock the
  // program before its sessions, so neither waits on the other while holding what the other needs (no deadlock).
  const [program] = await tx.db
    .select()
    .from(programs)
    .where(and(isPublic, request.programId ? eq(programs.id, request.programId) : eq(programs.slug, (request.programSlug ?? '').toLowerCase())))
    .for('key share');
  if (!program) throw new HttpError(404, 'NOT_FOUND', ERROR_MESSAGES.programNotFound);
  // An owner never books (so never reviews) its own program.
  if (user && program.ownerId === user.id) throw forbidden(BOOKING_MESSAGES.ownProgram, 'OWN_PROGRAM');
  // Nobody would confirm it, nor be told of it: a program without a host who answers takes no booking (409 NO_HOST).
  if (!(await hostReachable(rawQueryOf(tx.db), program.ownerId))) throw noHost('booking');
  // A priced program paid by card is booked by its checkout once the money is held; refused here before anything is
  // written, so a direct call cannot take places without paying.
  if (program.price !== null && program.paymentMethod === 'card' && !booker.viaCheckout) throw conflict('PAYMENT_REQUIRED', BOOKING_MESSAGES.paymentRequired);

  const today = todayOf(now);
  const [{ n } = { n: 0 }] = rowsOf<{ n: number }>(await tx.db.execute(sql`SELECT count(*)::int AS n FROM program_sessions WHERE program_id = ${program.id}`));
  let stay: Stay;
  if (Number(n) > 0) {
    if (!request.sessionId) throw badRequest(`sessionId: ${BOOKING_MESSAGES.sessionRequired}`, { sessionId: BOOKING_MESSAGES.sessionRequired });
    stay = await takePlaces(tx, program, request.sessionId, request.guests, today);
    await checkPlacesPerGuest(tx, request.sessionId, request, booker);
  } else {
    stay = preferredStay(program, request, today);
    const [blocked] = rowsOf<{ blocked: boolean }>(await tx.db.execute(sql`SELECT program_day_blocked(${program.id}, ${stay.startDate}::date) AS blocked`));
    if (blocked?.blocked) throw conflict('DATE_BLOCKED', CALENDAR_MESSAGES.dayBlocked);
  }
  const mode = modeFor(program, user);

  const price = program.price === null ? null : priceBreakdown(program.price, request.guests, program.depositPercent);
  const { row, event } = await open(
    tx,
    mode,
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
      bookingMode: mode,
      policy: program.cancellationPolicy,
      respondBy: mode === 'request' ? new Date(now.getTime() + program.responseHours * HOUR_MS) : null,
      addressHash: booker.addressHash,
      timeZone: timeZoneOf(program.city, program.country),
      locale: request.locale ?? null,
    },
    { kind: 'guest', id: user?.id ?? null },
    now,
    booker.paid,
  );
  // Paid by bank transfer or on arrival: booked at once, the whole price waiting to be recorded by the host; its
  // payout is queued like a card booking's (what the platform then holds, less the commission and what the host holds).
  if (program.paymentMethod === 'manual' && price) {
    await openManualPayment(tx.query, { bookingId: row.id, userId: row.userId, amount: toMinor(price.total, program.currency), currency: program.currency });
    if (row.status === 'confirmed') await queuePayout(tx, row);
  }
  return toBooking(row, [event], now);
}
