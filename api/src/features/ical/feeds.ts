// Private .ics feeds of a host's calendar, for calendar apps to subscribe to: one of all the host's programs, or one of
// a program. The address carries a random token; only its hash is stored (a stolen database gives no working address),
// so the address is shown when made, and making it again replaces it (the old one stops answering). Written with
// ical-generator, the maintained iCalendar writer; a guest appears by first name only.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { formatDateTime } from '@wellness/shared/format';
import { addDays, FEED_FUTURE_DAYS, FEED_PAST_DAYS, type CalendarFeed } from '@wellness/shared/host-tools';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';

const LOCALE = 'en';
const PRODUCT = { company: 'Wellness Travel', product: 'Host calendar', language: 'EN' } as const;
/** 32 random bytes, base64url: the address's secret. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const feedPath = (token: string) => `/api/ical/${token}.ics`;

const iso = (value: unknown) => new Date(value as string).toISOString();

export async function listFeeds(database: Database, ownerId: string): Promise<CalendarFeed[]> {
  const rows = await database.query<{ id: string; program_id: string | null; name: string | null; created_at: unknown }>(
    `SELECT f.id, f.program_id, p.name, f.created_at FROM calendar_feeds f LEFT JOIN programs p ON p.id = f.program_id
     WHERE f.owner_id = $1 ORDER BY f.program_id NULLS FIRST, p.name`,
    [ownerId],
  );
  return rows.map((r) => ({ id: r.id, programId: r.program_id, programName: r.name, createdAt: iso(r.created_at) }));
}

/** Makes the feed of this scope, or gives it a new address (the old one stops answering at once). */
export async function makeFeed(database: Database, ownerId: string, programId: string | null): Promise<CalendarFeed> {
  const token = randomBytes(32).toString('base64url');
  const made = await database.rawTransaction(async (q) => {
    let name: string | null = null;
    if (programId) {
      const [program] = await q('SELECT name FROM programs WHERE id = $1 AND owner_id = $2', [programId, ownerId]);
      if (!program) throw notFound('Program not found.');
      name = String(program.name);
    }
    const [row] = await q(
      `INSERT INTO calendar_feeds (id, owner_id, program_id, token_hash) VALUES ($1, $2, $3, $4)
       ON CONFLICT (owner_id, coalesce(program_id, '')) DO UPDATE SET token_hash = excluded.token_hash, created_at = now()
       RETURNING id, created_at`,
      [randomUUID(), ownerId, programId, hashToken(token)],
    );
    return { id: String(row!.id), createdAt: iso(row!.created_at), name };
  });
  return { id: made.id, programId, programName: made.name, createdAt: made.createdAt, path: feedPath(token) };
}

export async function removeFeed(database: Database, ownerId: string, id: string): Promise<void> {
  const rows = await database.rawTransaction((q) => q('DELETE FROM calendar_feeds WHERE id = $1 AND owner_id = $2 RETURNING id', [id, ownerId]));
  if (rows.length === 0) throw notFound('Feed not found.');
}

interface FeedScope {
  ownerId: string;
  programId: string | null;
  role: string;
  hostName: string;
  programName: string | null;
}

/** The feed a token opens, or null (unknown, replaced or removed). */
export async function feedOf(database: Database, token: string): Promise<FeedScope | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await database.query<{ owner_id: string; program_id: string | null; role: string; first_name: string; last_name: string; program_name: string | null }>(
    `SELECT f.owner_id, f.program_id, u.role, u.first_name, u.last_name, p.name AS program_name
     FROM calendar_feeds f JOIN users u ON u.id = f.owner_id LEFT JOIN programs p ON p.id = f.program_id
     WHERE f.token_hash = $1 AND u.status = 'active'`,
    [hashToken(token)],
  );
  return row ? { ownerId: row.owner_id, programId: row.program_id, role: row.role, hostName: `${row.first_name} ${row.last_name}`.trim(), programName: row.program_name } : null;
}

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
const firstName = (name: string) => name.trim().split(/\s+/)[0] || 'Guest';
const STATE_TEXT: Record<string, string> = { requested: 'request', confirmed: 'confirmed', completed: 'stayed' };

/**
 * The .ics text of a feed: its sessions (places taken, each booking by first name), bookings of programs booked by
 * preferred date, and the days blocked by hand (not those imported from another calendar, which would echo back to
 * where they came from). From FEED_PAST_DAYS ago to FEED_FUTURE_DAYS ahead.
 */
export async function renderFeed(database: Database, scope: FeedScope, siteUrl: string, now = new Date()): Promise<string> {
  const today = now.toISOString().slice(0, 10);
  const from = addDays(today, -FEED_PAST_DAYS);
  const to = addDays(today, FEED_FUTURE_DAYS);
  const params = [scope.ownerId, scope.programId, from, to];
  const programScope = `p.owner_id = $1 AND ($2::text IS NULL OR p.id = $2)`;
  const [sessions, bookings, blocks] = await Promise.all([
    database.query<{ id: string; program_name: string; start_date: string; end_date: string; capacity: number; taken: number; closed: boolean; blocked: boolean; updated_at: unknown }>(
      `SELECT s.id, p.name AS program_name, s.start_date::text AS start_date, (s.start_date + s.nights)::text AS end_date, s.capacity, s.taken,
         s.closed, s.blocked, s.updated_at
       FROM program_sessions s JOIN programs p ON p.id = s.program_id
       WHERE ${programScope} AND s.start_date <= $4::date AND s.start_date + s.nights >= $3::date ORDER BY s.start_date, s.id`,
      params,
    ),
    database.query<{ id: string; program_name: string; session_id: string | null; start_date: string; end_date: string | null; guests: number; name: string; status: string; respond_by: unknown; updated_at: unknown }>(
      `SELECT b.id, p.name AS program_name, b.session_id, b.preferred_date AS start_date, b.ends_on::text AS end_date, b.guests, b.name, b.status,
         b.respond_by, b.updated_at
       FROM bookings b JOIN programs p ON p.id = b.program_id
       WHERE ${programScope} AND b.status IN ('requested', 'confirmed', 'completed')
         AND b.preferred_date <= $4 AND coalesce(b.ends_on, b.preferred_date::date) >= $3::date ORDER BY b.preferred_date, b.id`,
      params,
    ),
    database.query<{ id: string; start_date: string; end_date: string; reason: string; created_at: unknown }>(
      `SELECT b.id, b.start_date::text AS start_date, b.end_date::text AS end_date, b.reason, b.created_at FROM blocked_dates b
       WHERE b.owner_id = $1 AND b.source = 'manual' AND ($2::text IS NULL OR b.program_id IS NULL OR b.program_id = $2)
         AND b.end_date >= $3::date AND b.start_date <= $4::date ORDER BY b.start_date, b.id`,
      params,
    ),
  ]);

  const calendar = ical({
    name: scope.programName ? `${scope.programName} · Wellness Travel` : `${scope.hostName} · Wellness Travel`,
    prodId: PRODUCT,
    method: ICalCalendarMethod.PUBLISH,
    // A hint only: each app polls when it chooses (the calendar page says so).
    ttl: 60 * 60,
  });
  const link = `${siteUrl}/dashboard/${scope.role === 'facility' ? 'facility' : 'user'}/calendar`;
  const bookingLine = (b: (typeof bookings)[number]) =>
    `${firstName(b.name)} · ${guestsText(Number(b.guests))} · ${STATE_TEXT[b.status] ?? b.status}` +
    (b.status === 'requested' && b.respond_by ? `, answer by ${formatDateTime(iso(b.respond_by), LOCALE, 'UTC')} UTC` : '');

  for (const s of sessions) {
    const held = bookings.filter((b) => b.session_id === s.id);
    const state = s.closed ? ' · closed' : s.blocked ? ' · dates blocked' : '';
    calendar.createEvent({
      id: `session-${s.id}@wellness-travel`,
      start: dateOf(s.start_date),
      // All-day events end the day after their last day: the stay shows through its departure day.
      end: dateOf(addDays(s.end_date, 1)),
      allDay: true,
      stamp: now,
      lastModified: new Date(iso(s.updated_at)),
      summary: `${s.program_name}: ${s.taken} of ${s.capacity} places taken${state}`,
      description: held.length ? held.map(bookingLine).join('\n') : 'No bookings yet.',
      url: link,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  for (const b of bookings.filter((x) => !x.session_id)) {
    calendar.createEvent({
      id: `booking-${b.id}@wellness-travel`,
      start: dateOf(b.start_date),
      end: dateOf(addDays(b.end_date ?? b.start_date, 1)),
      allDay: true,
      stamp: now,
      lastModified: new Date(iso(b.updated_at)),
      summary: `${b.program_name}: ${firstName(b.name)}, ${guestsText(Number(b.guests))}`,
      description: bookingLine(b),
      url: link,
    });
  }
  for (const b of blocks) {
    calendar.createEvent({
      id: `block-${b.id}@wellness-travel`,
      start: dateOf(b.start_date),
      end: dateOf(addDays(b.end_date, 1)),
      allDay: true,
      stamp: now,
      lastModified: new Date(iso(b.created_at)),
      summary: b.reason ? `Blocked: ${b.reason}` : 'Blocked',
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  return calendar.toString();
}
