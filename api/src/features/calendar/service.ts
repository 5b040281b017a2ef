// A host's calendar: every session and live booking of the programs they own, and the days they blocked; the moves a
// host makes on it (add, move, resize, close or reopen a session; block or free days). Sessions are the booking
// process's too: their places are taken only by bookings (features/bookings), so here a session holding places keeps
// its dates and never has fewer places than are taken. Raw SQL through the Database seam, each write in one
// transaction that locks the program first, then its sessions: the order a booking takes them in (no deadlock).
import { randomUUID } from 'node:crypto';
import { formatDate } from '@wellness/shared/format';
import { CALENDAR_MESSAGES as M, type CalendarBlock, type CalendarBooking, type CalendarProgram, type CalendarSession, type HostCalendar } from '@wellness/shared/host-tools';
import type { NewBlockValues, NewSessionValues, SessionChangeValues } from '@wellness/shared/host-tools/schemas';
import type { Database, RawQuery } from '../../db/client';
import { badRequest, conflict, databaseErrorOf, notFound } from '../../lib/errors';

const LOCALE = 'en';
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);
const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

interface SessionRow {
  id: string;
  program_id: string;
  start_date: string;
  end_date: string;
  nights: number;
  capacity: number;
  taken: number;
  requested: number;
  closed: boolean;
  blocked: boolean;
}

const SESSION_COLUMNS = `s.id, s.program_id, s.start_date::text AS start_date, (s.start_date + s.nights)::text AS end_date, s.nights, s.capacity,
  s.taken, s.closed, s.blocked,
  (SELECT coalesce(sum(b.guests), 0)::int FROM bookings b WHERE b.session_id = s.id AND b.status = 'requested') AS requested`;

const toSession = (r: SessionRow): CalendarSession => ({
  id: r.id,
  programId: r.program_id,
  startDate: r.start_date,
  endDate: r.end_date,
  nights: Number(r.nights),
  capacity: Number(r.capacity),
  taken: Number(r.taken),
  placesLeft: Math.max(0, Number(r.capacity) - Number(r.taken)),
  requested: Number(r.requested),
  closed: Boolean(r.closed),
  blocked: Boolean(r.blocked),
});

interface BlockRow {
  id: string;
  program_id: string | null;
  start_date: string;
  end_date: string;
  reason: string;
  source: 'manual' | 'import';
  import_name: string | null;
}

const BLOCK_COLUMNS = `b.id, b.program_id, b.start_date::text AS start_date, b.end_date::text AS end_date, b.reason, b.source, b.import_name`;

const toBlock = (r: BlockRow): CalendarBlock => ({
  id: r.id,
  programId: r.program_id,
  startDate: r.start_date,
  endDate: r.end_date,
  reason: r.reason,
  source: r.source,
  importName: r.import_name,
});

/** The first name a host sees of a guest: the first word of the name they booked under. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] || 'Guest';

/** Every session, live booking and block of the owner's programs that meets the days from `from` to `to`. */
export async function hostCalendar(database: Database, ownerId: string, from: string, to: string, today = todayUtc()): Promise<HostCalendar> {
  const [programs, sessions, bookings, blocks] = await Promise.all([
    database.query<{ id: string; slug: string; name: string; status: CalendarProgram['status']; approved: boolean; currency: string }>(
      'SELECT id, slug, name, status, approved, currency FROM programs WHERE owner_id = $1 ORDER BY lower(name), id',
      [ownerId],
    ),
    database.query<SessionRow>(
      `SELECT ${SESSION_COLUMNS} FROM program_sessions s JOIN programs p ON p.id = s.program_id
       WHERE p.owner_id = $1 AND s.start_date <= $3::date AND s.start_date + s.nights >= $2::date
       ORDER BY s.start_date, s.id`,
      [ownerId, from, to],
    ),
    database.query<{ id: string; reference: string; program_id: string; session_id: string | null; start_date: string; end_date: string | null; guests: number; name: string; status: CalendarBooking['state']; respond_by: unknown }>(
      `SELECT b.id, b.reference, b.program_id, b.session_id, b.preferred_date AS start_date, b.ends_on::text AS end_date, b.guests, b.name, b.status, b.respond_by
       FROM bookings b JOIN programs p ON p.id = b.program_id
       WHERE p.owner_id = $1 AND b.status IN ('requested', 'confirmed', 'completed')
         AND b.preferred_date <= $3 AND coalesce(b.ends_on, b.preferred_date::date) >= $2::date
       ORDER BY b.preferred_date, b.created_at, b.id`,
      [ownerId, from, to],
    ),
    database.query<BlockRow>(
      `SELECT ${BLOCK_COLUMNS} FROM blocked_dates b WHERE b.owner_id = $1 AND b.end_date >= $2::date AND b.start_date <= $3::date ORDER BY b.start_date, b.id`,
      [ownerId, from, to],
    ),
  ]);
  return {
    from,
    to,
    today,
    programs: programs.map((p) => ({ id: p.id, slug: p.slug, name: p.name, status: p.status, approved: Boolean(p.approved), currency: p.currency })),
    sessions: sessions.map(toSession),
    bookings: bookings.map((b) => ({
      id: b.id,
      reference: b.reference,
      programId: b.program_id,
      sessionId: b.session_id,
      startDate: b.start_date,
      endDate: b.end_date,
      guests: Number(b.guests),
      firstName: firstNameOf(b.name),
      state: b.status,
      respondBy: b.status === 'requested' ? iso(b.respond_by) : null,
    })),
    blocks: blocks.map(toBlock),
  };
}

/** The owner's program, locked for this transaction (its sessions change under it); 404 for anyone else's. */
async function lockProgram(q: RawQuery, ownerId: string, programId: string): Promise<void> {
  const [row] = await q('SELECT id FROM programs WHERE id = $1 AND owner_id = $2 FOR UPDATE', [programId, ownerId]);
  if (!row) throw notFound(M.notYours);
}

/** A block that the stay from `startDate` for `nights` nights would meet, if any. */
async function blockMet(q: RawQuery, programId: string, startDate: string, nights: number) {
  const [row] = await q(
    `SELECT b.start_date::text AS start_date, b.end_date::text AS end_date FROM blocked_dates b
     WHERE b.end_date >= $2::date AND b.start_date < $2::date + $3::int
       AND (b.program_id = $1 OR (b.program_id IS NULL AND b.owner_id = (SELECT owner_id FROM programs WHERE id = $1)))
     ORDER BY b.start_date LIMIT 1`,
    [programId, startDate, nights],
  );
  return row ? { startDate: String(row.start_date), endDate: String(row.end_date) } : null;
}

const blockedError = (block: { startDate: string; endDate: string }) =>
  conflict('DATES_BLOCKED', M.blocked(formatDate(block.startDate, LOCALE), formatDate(block.endDate, LOCALE)), { block });

/**
 * The program's dates are its sessions' start dates (the list's month filter and date sort read them, as the program
 * form writes them: features/my-programs). Not content an administrator reviews: the version stays (migrations/0031).
 */
async function refreshProgramDates(q: RawQuery, programId: string): Promise<void> {
  await q("SELECT set_config('catalog.refreshing_dates', 'on', true)", []);
  await q(
    `UPDATE programs SET booking_options = jsonb_set(booking_options, '{availableDates}',
       (SELECT coalesce(jsonb_agg(s.start_date::text ORDER BY s.start_date), '[]'::jsonb) FROM program_sessions s WHERE s.program_id = $1))
     WHERE id = $1`,
    [programId],
  );
  await q("SELECT set_config('catalog.refreshing_dates', 'off', true)", []);
}

async function sessionById(q: RawQuery, id: string): Promise<CalendarSession> {
  const [row] = await q<SessionRow>(`SELECT ${SESSION_COLUMNS} FROM program_sessions s WHERE s.id = $1`, [id]);
  return toSession(row!);
}

/** Two sessions of a program cannot start the same day (the table's unique key). */
function duplicateStart(error: unknown): never {
  if (databaseErrorOf(error)?.code === '23505') throw conflict('SESSION_EXISTS', M.duplicate);
  throw error;
}

export async function addSession(database: Database, ownerId: string, input: NewSessionValues, today = todayUtc()): Promise<CalendarSession> {
  if (input.startDate < today) throw badRequest(`startDate: ${M.past}`, { startDate: M.past });
  return database
    .rawTransaction(async (q) => {
      await lockProgram(q, ownerId, input.programId);
      const block = await blockMet(q, input.programId, input.startDate, input.nights);
      if (block) throw blockedError(block);
      const [exists] = await q('SELECT 1 FROM program_sessions WHERE program_id = $1 AND start_date = $2::date', [input.programId, input.startDate]);
      if (exists) throw conflict('SESSION_EXISTS', M.duplicate);
      const id = randomUUID();
      await q('INSERT INTO program_sessions (id, program_id, start_date, nights, capacity) VALUES ($1, $2, $3::date, $4, $5)', [id, input.programId, input.startDate, input.nights, input.places]);
      await refreshProgramDates(q, input.programId);
      return sessionById(q, id);
    })
    .catch(duplicateStart);
}

/** The session of one of the owner's programs, with that program locked first, then the session; 404 otherwise. */
async function lockSession(q: RawQuery, ownerId: string, sessionId: string) {
  const [found] = await q('SELECT s.program_id FROM program_sessions s JOIN programs p ON p.id = s.program_id WHERE s.id = $1 AND p.owner_id = $2', [sessionId, ownerId]);
  if (!found) throw notFound(M.sessionNotFound);
  await lockProgram(q, ownerId, String(found.program_id));
  const [row] = await q('SELECT id, program_id, start_date::text AS start_date, nights, capacity, taken, closed FROM program_sessions WHERE id = $1 FOR UPDATE', [sessionId]);
  if (!row) throw notFound(M.sessionNotFound);
  return { id: String(row.id), programId: String(row.program_id), startDate: String(row.start_date), nights: Number(row.nights), capacity: Number(row.capacity), taken: Number(row.taken), closed: Boolean(row.closed) };
}

/**
 * Moves a session (another start or other nights: only while no place is taken), changes its places (never below the
 * places taken), closes or reopens it. One change or several, all or none.
 */
export async function changeSession(database: Database, ownerId: string, sessionId: string, change: SessionChangeValues, today = todayUtc()): Promise<CalendarSession> {
  return database
    .rawTransaction(async (q) => {
      const session = await lockSession(q, ownerId, sessionId);
      const startDate = change.startDate ?? session.startDate;
      const nights = change.nights ?? session.nights;
      const capacity = change.places ?? session.capacity;
      const moved = startDate !== session.startDate || nights !== session.nights;
      if (capacity < session.taken) throw conflict('BELOW_TAKEN', M.capacityBelowTaken(session.taken), { taken: session.taken });
      if (moved && session.taken > 0) throw conflict('SESSION_IN_USE', M.moveInUse(session.taken), { taken: session.taken });
      if (startDate !== session.startDate && startDate < today) throw badRequest(`startDate: ${M.past}`, { startDate: M.past });
      if (moved) {
        const block = await blockMet(q, session.programId, startDate, nights);
        if (block) throw blockedError(block);
      }
      await q('UPDATE program_sessions SET start_date = $2::date, nights = $3, capacity = $4, closed = $5, updated_at = now() WHERE id = $1', [
        sessionId, startDate, nights, capacity, change.closed ?? session.closed,
      ]);
      if (startDate !== session.startDate) await refreshProgramDates(q, session.programId);
      return sessionById(q, sessionId);
    })
    .catch(duplicateStart);
}

/** Removes a session no place of which is taken (one with bookings is closed instead). */
export async function removeSession(database: Database, ownerId: string, sessionId: string): Promise<void> {
  await database.rawTransaction(async (q) => {
    const session = await lockSession(q, ownerId, sessionId);
    if (session.taken > 0) throw conflict('SESSION_IN_USE', M.removeInUse(session.taken), { taken: session.taken });
    await q('DELETE FROM program_sessions WHERE id = $1', [sessionId]);
    await refreshProgramDates(q, session.programId);
  });
}

export interface BlockAnswer {
  block: CalendarBlock;
  /** Sessions in these days that now take no booking, and of them those that already hold places. */
  sessionsStopped: number;
  sessionsWithGuests: number;
}

/** Blocks days for one of the owner's programs, or for all of them. */
export async function addBlock(database: Database, ownerId: string, input: NewBlockValues): Promise<BlockAnswer> {
  return database.rawTransaction(async (q) => {
    const programId = input.programId ?? null;
    if (programId) await lockProgram(q, ownerId, programId);
    const id = randomUUID();
    await q('INSERT INTO blocked_dates (id, owner_id, program_id, start_date, end_date, reason) VALUES ($1, $2, $3, $4::date, $5::date, $6)', [
      id, ownerId, programId, input.startDate, input.endDate, input.reason ?? '',
    ]);
    return { block: await blockById(q, id), ...(await stoppedBy(q, ownerId, programId, input.startDate, input.endDate)) };
  });
}

async function blockById(q: RawQuery, id: string): Promise<CalendarBlock> {
  const [row] = await q<BlockRow>(`SELECT ${BLOCK_COLUMNS} FROM blocked_dates b WHERE b.id = $1`, [id]);
  return toBlock(row!);
}

/** The sessions of these days that a block stops (and how many of them hold places). */
export async function stoppedBy(q: RawQuery, ownerId: string, programId: string | null, from: string, to: string) {
  const [row] = await q(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE s.taken > 0)::int AS with_guests
     FROM program_sessions s JOIN programs p ON p.id = s.program_id
     WHERE p.owner_id = $1 AND ($2::text IS NULL OR p.id = $2) AND s.blocked AND s.start_date <= $4::date AND s.start_date + s.nights > $3::date`,
    [ownerId, programId, from, to],
  );
  return { sessionsStopped: Number(row?.n ?? 0), sessionsWithGuests: Number(row?.with_guests ?? 0) };
}

export async function removeBlock(database: Database, ownerId: string, blockId: string): Promise<void> {
  const rows = await database.rawTransaction((q) => q('DELETE FROM blocked_dates WHERE id = $1 AND owner_id = $2 RETURNING id', [blockId, ownerId]));
  if (rows.length === 0) throw notFound(M.blockNotFound);
}
