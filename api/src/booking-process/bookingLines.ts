import { randomUUID } from 'node:crypto';
import { SYSTEM_LINE, type BookingState } from '@wellness/shared/domain';
import type { Locale } from '@wellness/shared/format';
import type { RawQuery } from '../db/client';
import type { BookingRow } from '../db/schema';
import { bookingEmail, UNPAID_LINE, type BookingMoment } from './bookingEmails';
import { fromMinor } from '../ledger/ledger';
import { moneyBack } from './money';
import { emailT } from '../lib/i18n';
import { inboxLink, languageOf, queueEmail, type Email } from '../notify/email';
import { publishLive } from '../notify/live';
import { addLine, markRead, nameFromFull, personName, unreadTotal } from '../notify/threads';
import { programNameIn } from '../read-model/translations';
import type { Tx } from '../db/transaction';

// What a booking's move writes beside the booking, in the move's own transaction (called by the booking process,
// booking-process/process.ts): the booking's thread (made with the booking), the move's system line, the live events
// of both sides, and the emails of the moment.

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
}

async function personById(query: RawQuery, id: string | null): Promise<Person | null> {
  if (!id) return null;
  const [row] = await query<Person>('SELECT id, email, first_name AS "firstName", last_name AS "lastName", role FROM users WHERE id = $1', [id]);
  return row ?? null;
}

/**
 * The booking's thread: the one it names; on its first move, the conversation of its guest and program (their question
 * before booking, an earlier booking), made when there is none; a booking made without an account gets one of its own.
 * From then on the thread shows this booking (its latest) and belongs to the program's current host.
 */
async function threadOf(query: RawQuery, row: BookingRow, now: Date): Promise<{ id: string; ownerId: string | null; guestId: string | null }> {
  const [existing] = row.threadId
    ? await query('SELECT id, owner_id, guest_id FROM threads WHERE id = $1', [row.threadId])
    : await query('SELECT id, owner_id, guest_id FROM threads WHERE booking_id = $1', [row.id]);
  if (existing) return { id: String(existing.id), ownerId: existing.owner_id as string | null, guestId: existing.guest_id as string | null };
  const [program] = row.programId ? await query('SELECT owner_id FROM programs WHERE id = $1', [row.programId]) : [];
  const ownerId = (program?.owner_id as string | null | undefined) ?? null;
  const guestId = row.userId ?? null;
  const values = [`thr-${randomUUID()}`, row.programId, row.programSlug ?? '', row.programName, row.programImage, row.id, guestId, ownerId, now.toISOString()];
  const insert = `INSERT INTO threads (id, kind, program_id, program_slug, program_name, program_image, booking_id, guest_id, owner_id, created_at, last_message_at)
     VALUES ($1, 'booking', $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $9::timestamptz)`;
  // One conversation per guest and program (migrations/0071): an existing one takes the booking.
  const [thread] = await query(
    guestId && row.programId
      ? `${insert} ON CONFLICT (program_id, guest_id) WHERE guest_id IS NOT NULL DO UPDATE SET kind = 'booking', booking_id = excluded.booking_id,
           owner_id = coalesce(excluded.owner_id, threads.owner_id), program_slug = excluded.program_slug, program_name = excluded.program_name,
           program_image = excluded.program_image
         RETURNING id, owner_id, guest_id`
      : `${insert} RETURNING id, owner_id, guest_id`,
    values,
  );
  await query('UPDATE bookings SET thread_id = $2 WHERE id = $1', [row.id, thread!.id]);
  return { id: String(thread!.id), ownerId: thread!.owner_id as string | null, guestId: thread!.guest_id as string | null };
}

/**
 * Records a booking's move (or its creation, `from` null) in its thread: the system line of the new state, the live
 * events of both sides, and the emails of the moment to each side (bookingEmails.ts): the other side is told what
 * changed, the one who moved gets a receipt. A guest without an account is mailed at the address they gave, with the
 * program's page as their link.
 */
export async function recordBookingChange(
  tx: Tx, row: BookingRow, from: BookingState | null, actorId: string | null, now: Date, bySystem = false,
  /** At creation through checkout, what the guest paid in major units (the payment is linked to the booking only after). */
  paidAtCheckout?: number,
): Promise<void> {
  const { query } = tx;
  const thread = await threadOf(query, row, now);
  // The platform cancels a confirmed booking only for its unpaid balance: the line says so, not "by the guest".
  const unpaid = bySystem && row.status === 'canceled_by_guest';
  const text = unpaid ? UNPAID_LINE : SYSTEM_LINE[row.status];
  const message = text ? await addLine(query, thread.id, { kind: 'system', senderId: null, bookingState: row.status, text }, now) : null;
  const parties = [...new Set([thread.guestId, thread.ownerId].filter((id): id is string => Boolean(id)))];
  if (actorId && parties.includes(actorId)) await markRead(query, thread.id, actorId, now);
  for (const userId of parties) {
    await publishLive(query, userId, { type: 'booking', bookingId: row.id, state: row.status, threadId: thread.id });
    if (message) await publishLive(query, userId, { type: 'message', threadId: thread.id, message });
    if (userId !== actorId) await publishLive(query, userId, { type: 'unread', unread: await unreadTotal(query, userId) });
  }

  const [owner, guest] = await Promise.all([personById(query, thread.ownerId), personById(query, thread.guestId)]);
  const moment = {
    row,
    from,
    // What the platform holds and gives back (the deposit's share), not the policy's share of the whole price.
    unpaid: unpaid ? await moneyBack(query, row.id, row.refundAmount, row.total) : undefined,
    paid: paidAtCheckout !== undefined ? { amount: paidAtCheckout, whole: isWhole(row) } : from === null ? null : await paidThroughPlatform(query, row),
    guestName: guest ? personName(guest.firstName, guest.lastName) : nameFromFull(row.name),
    hostName: owner ? personName(owner.firstName, owner.lastName) : null,
  };
  const programPage = `/program-details/${row.programSlug ?? ''}`;
  const emails: Email[] = [];
  // Each side in their own language: the host's Preferences; the guest's, or without an account the language of the
  // page they booked from.
  // The program by its name in that language where its owner gave one (subject and facts).
  const inLanguage = async (locale: Locale) => ({ ...moment, row: { ...row, programName: await programNameIn(query, row.programId, row.programName, locale) } });
  const ownerLocale = owner ? await languageOf(query, owner.id) : null;
  const ownerMail = owner && ownerLocale ? bookingEmail(await inLanguage(ownerLocale), 'owner', ownerLocale) : null;
  if (owner && ownerLocale && ownerMail) {
    emails.push({ kind: `booking.${row.status}`, toUserId: owner.id, toEmail: owner.email, locale: ownerLocale, ...ownerMail, link: ownerMail.goTo === 'program' ? programPage : inboxLink(owner.role, thread.id), dedupeKey: `booking:${row.id}:${row.status}:owner` });
  }
  const guestLocale = await languageOf(query, guest?.id, row.locale);
  const guestMail = bookingEmail(await inLanguage(guestLocale), 'guest', guestLocale);
  if (guestMail) {
    emails.push({
      kind: `booking.${row.status}`,
      toUserId: guest?.id ?? null,
      toEmail: guest?.email ?? row.email,
      locale: guestLocale,
      ...guestMail,
      // Without an account the guest has no inbox: the program's page.
      link: guest && guestMail.goTo === 'thread' ? inboxLink(guest.role, thread.id) : programPage,
      linkLabel: guest || guestMail.goTo === 'program' ? guestMail.linkLabel : emailT(guestLocale)('booking.seeProgram'),
      dedupeKey: `booking:${row.id}:${row.status}:guest`,
    });
  }
  for (const email of emails) await queueEmail(tx, email, now);
}

/** What the guest paid through the platform at checkout (held or captured), or null for a booking made without it. */
async function paidThroughPlatform(query: RawQuery, row: BookingRow): Promise<BookingMoment['paid']> {
  const [payment] = await query<{ amount: string | number }>(
    `SELECT amount FROM payments WHERE booking_id = $1 AND purpose = 'deposit' AND status IN ('authorised', 'captured') ORDER BY created_at LIMIT 1`,
    [row.id],
  );
  return payment ? { amount: fromMinor(Number(payment.amount), row.currency), whole: isWhole(row) } : null;
}

/** A program without a deposit is paid whole at checkout (docs/payments.md). */
const isWhole = (row: BookingRow) => (row.depositDue ?? 0) <= 0;
