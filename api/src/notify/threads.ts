import type { BookingState, ThreadMessage, ThreadPerson, ThreadSummary } from '@wellness/shared/domain';
import type { RawQuery } from '../db/client';

// The rows of threads, their lines and read marks, and how they read as the contract's types. Every function takes a
// RawQuery: the caller's transaction (writes) or a plain query (reads), the same SQL on PGlite and PostgreSQL.

/** "Lena H.": what the other side sees of a person (no email address, no phone number, no full last name). */
export function personName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  return [first, initial ? `${initial}.` : ''].filter(Boolean).join(' ') || 'Guest';
}

/** The same from one typed name ("Lena Hart" → "Lena H."), for a booking made without an account. */
export function nameFromFull(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return personName(first, rest.at(-1) ?? '');
}

export interface LineRow {
  id: string;
  kind: 'message' | 'system';
  sender_id: string | null;
  sender_first: string | null;
  sender_last: string | null;
  booking_state: BookingState | null;
  text: string;
  at: string | Date;
}

const iso = (value: string | Date) => new Date(value).toISOString();

export function toMessage(row: LineRow): ThreadMessage {
  return {
    id: String(row.id),
    kind: row.kind,
    sender: row.kind === 'message' && row.sender_id ? { id: row.sender_id, name: personName(row.sender_first ?? '', row.sender_last ?? '') } : null,
    bookingState: row.booking_state ?? null,
    text: row.text,
    at: iso(row.at),
  };
}

/** Lines of a thread with their senders' names: `where` filters `m` (its parameters from $2 on, $1 is the thread). */
export const LINES_SQL = (where: string, order: 'ASC' | 'DESC', limit: number) => `
  SELECT m.id::text AS id, m.kind, m.sender_id, u.first_name AS sender_first, u.last_name AS sender_last, m.booking_state, m.text, m.at
  FROM thread_messages m LEFT JOIN users u ON u.id = m.sender_id
  WHERE m.thread_id = $1 ${where} ORDER BY m.id ${order} LIMIT ${limit}`;

export interface ThreadRowRaw {
  id: string;
  kind: 'inquiry' | 'booking';
  guest_id: string | null;
  owner_id: string | null;
  booking_id: string | null;
}

export async function threadById(query: RawQuery, id: string): Promise<ThreadRowRaw | null> {
  const [row] = await query<ThreadRowRaw>('SELECT id, kind, guest_id, owner_id, booking_id FROM threads WHERE id = $1', [id]);
  return row ?? null;
}

/** The user's side of a thread, or null when they are not one of its two sides. */
export function sideOf(thread: ThreadRowRaw, userId: string): 'guest' | 'owner' | null {
  if (thread.guest_id === userId) return 'guest';
  if (thread.owner_id === userId) return 'owner';
  return null;
}

/** Lines of the thread after the user's read mark that are not their own (system lines count). */
const UNREAD_OF_THREAD = `(SELECT count(*)::int FROM thread_messages um WHERE um.thread_id = t.id
    AND um.id > coalesce((SELECT r.last_read_message_id FROM thread_reads r WHERE r.thread_id = t.id AND r.user_id = $1), 0)
    AND um.sender_id IS DISTINCT FROM $1)`;

/** All unread lines of the user's threads. */
export async function unreadTotal(query: RawQuery, userId: string): Promise<number> {
  const [row] = await query(
    `SELECT coalesce(sum(${UNREAD_OF_THREAD}), 0)::int AS n FROM threads t WHERE t.guest_id = $1 OR t.owner_id = $1`,
    [userId],
  );
  return Number(row?.n ?? 0);
}

/** Moves the user's read mark to the thread's last line (never back). */
export async function markRead(query: RawQuery, threadId: string, userId: string, now: Date): Promise<void> {
  await query(
    `INSERT INTO thread_reads (thread_id, user_id, last_read_message_id, read_at)
     VALUES ($1, $2, coalesce((SELECT max(id) FROM thread_messages WHERE thread_id = $1), 0), $3::timestamptz)
     ON CONFLICT (thread_id, user_id) DO UPDATE SET last_read_message_id = greatest(thread_reads.last_read_message_id, excluded.last_read_message_id), read_at = excluded.read_at`,
    [threadId, userId, now.toISOString()],
  );
}

/** The recipient's read mark in a thread (0: nothing read). */
export async function readMark(query: RawQuery, threadId: string, userId: string): Promise<number> {
  const [row] = await query('SELECT last_read_message_id::text AS id FROM thread_reads WHERE thread_id = $1 AND user_id = $2', [threadId, userId]);
  return Number(row?.id ?? 0);
}

export interface NewLine {
  kind: 'message' | 'system';
  senderId: string | null;
  bookingState: BookingState | null;
  text: string;
}

/** Adds a line and moves the thread up the inboxes; answers it as the contract's ThreadMessage. */
export async function addLine(query: RawQuery, threadId: string, line: NewLine, now: Date): Promise<ThreadMessage> {
  const [inserted] = await query(
    `INSERT INTO thread_messages (thread_id, kind, sender_id, booking_state, text, at) VALUES ($1, $2, $3, $4, $5, $6::timestamptz) RETURNING id::text AS id`,
    [threadId, line.kind, line.senderId, line.bookingState, line.text, now.toISOString()],
  );
  await query('UPDATE threads SET last_message_at = greatest(last_message_at, $2::timestamptz) WHERE id = $1', [threadId, now.toISOString()]);
  const [row] = await query<LineRow>(LINES_SQL('AND m.id = $2', 'ASC', 1), [threadId, inserted!.id]);
  return toMessage(row!);
}

/**
 * The caller's view of threads: program, booking, the other side (first name and initial only), last line and unread
 * count. `$1` is the caller; `where` adds conditions on `t` with parameters from $2 on.
 */
const SUMMARY_SQL = (where: string, tail: string) => `
  SELECT t.id, t.kind, t.guest_id, t.owner_id, t.last_message_at,
    (floor(extract(epoch FROM t.last_message_at) * 1000000))::bigint::text AS cursor_at,
    coalesce(p.id, t.program_id, '') AS program_id, coalesce(p.slug, t.program_slug) AS program_slug,
    coalesce(p.name, t.program_name) AS program_name, coalesce(p.image_gallery->>0, t.program_image) AS program_image,
    b.id AS booking_id, b.status AS booking_state, b.preferred_date AS booking_start,
    g.first_name AS guest_first, g.last_name AS guest_last, o.first_name AS owner_first, o.last_name AS owner_last,
    lm.id::text AS lm_id, lm.kind AS lm_kind, lm.sender_id AS lm_sender_id, ls.first_name AS lm_first, ls.last_name AS lm_last,
    lm.booking_state AS lm_booking_state, lm.text AS lm_text, lm.at AS lm_at,
    ${UNREAD_OF_THREAD} AS unread
  FROM threads t
  LEFT JOIN programs p ON p.id = t.program_id
  LEFT JOIN bookings b ON b.id = t.booking_id
  LEFT JOIN users g ON g.id = t.guest_id
  LEFT JOIN users o ON o.id = t.owner_id
  LEFT JOIN LATERAL (SELECT * FROM thread_messages m WHERE m.thread_id = t.id ORDER BY m.id DESC LIMIT 1) lm ON true
  LEFT JOIN users ls ON ls.id = lm.sender_id
  WHERE ${where} ${tail}`;

type SummaryRow = Record<string, unknown> & { id: string; cursor_at: string };

function toSummary(row: SummaryRow, userId: string): ThreadSummary {
  const side = row.guest_id === userId ? 'guest' : 'owner';
  const otherId = (side === 'guest' ? row.owner_id : row.guest_id) as string | null;
  const other: ThreadPerson | null = otherId
    ? { id: otherId, name: side === 'guest' ? personName(String(row.owner_first ?? ''), String(row.owner_last ?? '')) : personName(String(row.guest_first ?? ''), String(row.guest_last ?? '')) }
    : null;
  return {
    id: row.id,
    kind: row.kind as ThreadSummary['kind'],
    program: { id: String(row.program_id), slug: String(row.program_slug ?? ''), name: String(row.program_name ?? ''), image: String(row.program_image ?? '') },
    booking: row.booking_id ? { id: String(row.booking_id), state: row.booking_state as BookingState, startDate: String(row.booking_start) } : null,
    side,
    other,
    lastMessage: row.lm_id
      ? toMessage({ id: String(row.lm_id), kind: row.lm_kind as LineRow['kind'], sender_id: row.lm_sender_id as string | null, sender_first: row.lm_first as string | null, sender_last: row.lm_last as string | null, booking_state: row.lm_booking_state as BookingState | null, text: String(row.lm_text), at: row.lm_at as string })
      : null,
    unread: Number(row.unread ?? 0),
    updatedAt: iso(row.last_message_at as string),
  };
}

export async function summaryOf(query: RawQuery, userId: string, threadId: string): Promise<ThreadSummary> {
  const [row] = await query(SUMMARY_SQL('t.id = $2', ''), [userId, threadId]);
  return toSummary(row as SummaryRow, userId);
}

/** One page of the caller's inbox, last activity first; the cursor is the last thread's (time in µs, id). */
export async function inboxPage(query: RawQuery, userId: string, after: { at: string; id: string } | null, size: number): Promise<{ threads: ThreadSummary[]; next: string | null }> {
  const rows = (await query(
    SUMMARY_SQL(
      `(t.guest_id = $1 OR t.owner_id = $1)${after ? ` AND ((floor(extract(epoch FROM t.last_message_at) * 1000000))::bigint, t.id) < ($2::bigint, $3)` : ''}`,
      `ORDER BY t.last_message_at DESC, t.id DESC LIMIT ${size + 1}`,
    ),
    after ? [userId, after.at, after.id] : [userId],
  )) as SummaryRow[];
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { threads: page.map((r) => toSummary(r, userId)), next: rows.length > size && last ? `${last.cursor_at}_${last.id}` : null };
}

/** "<µs>_<thread id>" from `inboxPage`, or null when it is not one. */
export function parseInboxCursor(cursor: string | undefined): { at: string; id: string } | null | 'invalid' {
  if (!cursor) return null;
  const match = /^(\d{1,20})_([A-Za-z0-9-]{1,100})$/.exec(cursor);
  return match ? { at: match[1]!, id: match[2]! } : 'invalid';
}
