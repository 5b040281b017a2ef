import { randomUUID } from 'node:crypto';
import { THREAD_MESSAGES, THREAD_PAGE_SIZE, type ThreadMessage, type ThreadPage } from '@wellness/shared/domain';
import type { AppConfig } from '../../config';
import type { RawQuery } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/errors';
import { hostReachable, noHost } from '../../lib/hosts';
import { emailT } from '../../lib/i18n';
import { inboxLink, languageOf, queueEmail } from '../../notify/email';
import { programNameIn } from '../../read-model/translations';
import { publishLive } from '../../notify/live';
import {
  addLine, LINES_SQL, markRead, personName, readMark, sideOf, summaryOf, threadById, toMessage, unreadTotal,
  type LineRow, type ThreadRowRaw,
} from '../../notify/threads';
import type { Tx } from '../../db/transaction';

// Reading and writing threads as one of their two sides: an inquiry before booking, messages, read marks, pages.

const notAParty = () => forbidden(THREAD_MESSAGES.notAParty, 'NOT_A_PARTY');

/** The thread, if the user is one of its two sides: 404 when there is none, 403 NOT_A_PARTY otherwise (admins too). */
export async function threadFor(query: RawQuery, user: UserRow, id: string): Promise<ThreadRowRaw> {
  const thread = await threadById(query, id);
  if (!thread) throw notFound(THREAD_MESSAGES.notFound);
  if (!sideOf(thread, user.id)) throw notAParty();
  return thread;
}

export async function threadOfBooking(query: RawQuery, user: UserRow, bookingId: string): Promise<ThreadRowRaw> {
  const [row] = await query('SELECT coalesce(b.thread_id, t.id) AS id FROM bookings b LEFT JOIN threads t ON t.booking_id = b.id WHERE b.id = $1', [bookingId]);
  if (!row?.id) throw notFound(THREAD_MESSAGES.notFound);
  return threadFor(query, user, String(row.id));
}

/** The newest page of a thread (or the page before `before`), oldest first, with the thread as the caller sees it. */
export async function threadPage(query: RawQuery, user: UserRow, thread: ThreadRowRaw, before: string | undefined): Promise<ThreadPage> {
  if (before !== undefined && !/^\d{1,18}$/.test(before)) throw badRequest('before: Expected a cursor', { before: 'Expected a cursor' });
  const rows = await query<LineRow>(LINES_SQL(before ? 'AND m.id < $2::bigint' : '', 'DESC', THREAD_PAGE_SIZE + 1), before ? [thread.id, before] : [thread.id]);
  const page = rows.slice(0, THREAD_PAGE_SIZE).reverse();
  return {
    thread: await summaryOf(query, user.id, thread.id),
    messages: page.map(toMessage),
    olderCursor: rows.length > THREAD_PAGE_SIZE && page[0] ? String(page[0].id) : null,
  };
}

/**
 * A person's message: the line, the sender's read mark moved past it, the live events of both sides, and an email to
 * the other side that goes only if they have not read it within MESSAGE_EMAIL_DELAY_MINUTES (one per unread streak:
 * its key is the recipient's read mark, so further messages before they read add nothing).
 */
export async function postMessage(tx: Tx, config: Pick<AppConfig, 'messageEmailDelayMs'>, sender: UserRow, thread: ThreadRowRaw, text: string, now = new Date()): Promise<ThreadMessage> {
  const { query } = tx;
  // A guest's words to nobody (no host, or the host's account deactivated) would never be read: refused, said why.
  if (sideOf(thread, sender.id) === 'guest' && !(await hostReachable(query, thread.owner_id))) throw noHost('question');
  const message = await addLine(query, thread.id, { kind: 'message', senderId: sender.id, bookingState: null, text }, now);
  await markRead(query, thread.id, sender.id, now);
  const otherId = sideOf(thread, sender.id) === 'guest' ? thread.owner_id : thread.guest_id;
  await publishLive(query, sender.id, { type: 'message', threadId: thread.id, message });
  if (!otherId || otherId === sender.id) return message;
  await publishLive(query, otherId, { type: 'message', threadId: thread.id, message });
  await publishLive(query, otherId, { type: 'unread', unread: await unreadTotal(query, otherId) });

  const [other] = await query('SELECT id, email, role FROM users WHERE id = $1', [otherId]);
  if (other) {
    const [program] = await query('SELECT program_id, program_name FROM threads WHERE id = $1', [thread.id]);
    const from = personName(sender.firstName, sender.lastName);
    const locale = await languageOf(query, otherId);
    const t = emailT(locale);
    // The program by its name in the reader's language where its owner gave one.
    const name = program?.program_name ? await programNameIn(query, program.program_id ? String(program.program_id) : null, String(program.program_name), locale) : '';
    const about = name || t('message.aProgram');
    await queueEmail(
      tx,
      {
        kind: 'message',
        toUserId: otherId,
        toEmail: String(other.email),
        locale,
        subject: t('message.subject', { from, program: name }),
        heading: t('message.heading', { program: about }),
        paragraphs: [t('message.wrote', { from, program: about })],
        quote: { by: from, text },
        link: inboxLink(String(other.role), thread.id),
        linkLabel: t('message.link'),
        dedupeKey: `message:${thread.id}:${otherId}:${await readMark(query, thread.id, otherId)}`,
        unreadLine: { threadId: thread.id, messageId: message.id },
        sendAfter: new Date(now.getTime() + config.messageEmailDelayMs),
      },
      now,
    );
  }
  return message;
}

/**
 * Opens the caller's thread on a public program (or continues it: one per guest and program, their bookings' too) with
 * their question. 404 for a program that is not public, 409 NO_HOST without a host who answers (no owner account, or
 * its account deactivated), 403 OWN_PROGRAM for its owner.
 */
export async function checkInquiry(query: RawQuery, user: UserRow, programId: string): Promise<{ id: string; slug: string; name: string; image: string; ownerId: string }> {
  const [program] = await query(
    `SELECT id, slug, name, coalesce(image_gallery->>0, '') AS image, owner_id FROM programs WHERE (id = $1 OR slug = lower($1)) AND status = 'active' AND approved`,
    [programId],
  );
  if (!program) throw new HttpError(404, 'NOT_FOUND', 'Program not found.');
  if (program.owner_id === user.id) throw forbidden(THREAD_MESSAGES.ownProgram, 'OWN_PROGRAM');
  if (!(await hostReachable(query, program.owner_id as string | null))) throw noHost('question');
  return { id: String(program.id), slug: String(program.slug), name: String(program.name), image: String(program.image), ownerId: String(program.owner_id) };
}

export async function openInquiry(tx: Tx, config: Pick<AppConfig, 'messageEmailDelayMs'>, user: UserRow, program: Awaited<ReturnType<typeof checkInquiry>>, text: string, now = new Date()): Promise<ThreadRowRaw> {
  const { query } = tx;
  await query(
    `INSERT INTO threads (id, kind, program_id, program_slug, program_name, program_image, guest_id, owner_id, created_at, last_message_at)
     VALUES ($1, 'inquiry', $2, $3, $4, $5, $6, $7, $8::timestamptz, $8::timestamptz)
     ON CONFLICT (program_id, guest_id) WHERE guest_id IS NOT NULL DO UPDATE SET owner_id = excluded.owner_id`,
    [`thr-${randomUUID()}`, program.id, program.slug, program.name, program.image, user.id, program.ownerId, now.toISOString()],
  );
  const [row] = await query(`SELECT id FROM threads WHERE program_id = $1 AND guest_id = $2`, [program.id, user.id]);
  const thread = (await threadById(query, String(row!.id)))!;
  await postMessage(tx, config, user, thread, text, now);
  return thread;
}

/** Marks the thread read up to its last line; tells the reader's other tabs. Answers the reader's unread total. */
export async function readThread(tx: Tx, user: UserRow, thread: ThreadRowRaw, now = new Date()): Promise<number> {
  const { query } = tx;
  await markRead(query, thread.id, user.id, now);
  const unread = await unreadTotal(query, user.id);
  await publishLive(query, user.id, { type: 'thread-read', threadId: thread.id });
  await publishLive(query, user.id, { type: 'unread', unread });
  return unread;
}
