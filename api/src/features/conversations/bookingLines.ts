import { randomUUID } from 'node:crypto';
import { SYSTEM_LINE, type BookingState } from '@wellness/shared/domain';
import type { RawQuery } from '../../db/client';
import type { BookingRow } from '../../db/schema';
import { inboxLink, queueEmail, type Email } from './email';
import { publishLive } from './live';
import { addLine, markRead, nameFromFull, personName, queryOf, unreadTotal, type WriteTx } from './store';

// What a booking's move writes beside the booking, in the move's own transaction (called by the booking process,
// features/bookings/process.ts): the booking's thread (made with the booking), the move's system line, the live events
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
  const [row] = await query('SELECT id, email, first_name AS "firstName", last_name AS "lastName", role FROM users WHERE id = $1', [id]);
  return (row as unknown as Person | undefined) ?? null;
}

/** The booking's thread, made on its first move (or for a booking older than threads). */
async function threadOf(query: RawQuery, row: BookingRow, now: Date): Promise<{ id: string; ownerId: string | null; guestId: string | null }> {
  const [existing] = await query('SELECT id, owner_id, guest_id FROM threads WHERE booking_id = $1', [row.id]);
  if (existing) return { id: String(existing.id), ownerId: existing.owner_id as string | null, guestId: existing.guest_id as string | null };
  const [program] = row.programId ? await query('SELECT owner_id FROM programs WHERE id = $1', [row.programId]) : [];
  const ownerId = (program?.owner_id as string | null | undefined) ?? null;
  const guestId = row.userId ?? null;
  const id = `thr-${randomUUID()}`;
  await query(
    `INSERT INTO threads (id, kind, program_id, program_slug, program_name, program_image, booking_id, guest_id, owner_id, created_at, last_message_at)
     VALUES ($1, 'booking', $2, $3, $4, $5, $6, $7, $8, $9::timestamptz, $9::timestamptz)`,
    [id, row.programId, row.programSlug ?? '', row.programName, row.programImage, row.id, guestId, ownerId, now.toISOString()],
  );
  return { id, ownerId, guestId };
}

/** Who is told of a state by email: the program's owner, the guest, or both. */
const MAIL_TO: Partial<Record<BookingState, { owner?: true; guest?: true }>> = {
  requested: { owner: true },
  declined: { guest: true },
  expired: { guest: true },
  canceled_by_provider: { guest: true },
  canceled_by_guest: { owner: true, guest: true },
};

function ownerEmail(row: BookingRow, created: boolean, guestName: string): { subject: string; paragraphs: string[] } | null {
  const when = `${row.preferredDate}, ${row.guests} guest${row.guests === 1 ? '' : 's'}`;
  if (row.status === 'requested') {
    return {
      subject: `New booking request: ${row.programName}`,
      paragraphs: [`${guestName} asked to book ${row.programName} (${when}), reference ${row.reference}.`, row.respondBy ? `Please confirm or decline by ${row.respondBy.toISOString().slice(0, 16).replace('T', ' ')} UTC, or the request expires.` : 'Please confirm or decline it.'],
    };
  }
  if (row.status === 'confirmed' && created) {
    return { subject: `New booking: ${row.programName}`, paragraphs: [`${guestName} booked ${row.programName} (${when}), reference ${row.reference}. The booking is confirmed.`] };
  }
  if (row.status === 'canceled_by_guest') {
    return { subject: `Booking canceled by the guest: ${row.programName}`, paragraphs: [`${guestName} canceled the booking ${row.reference} of ${row.programName} (${when}).`, ...(row.cancelReason ? [`Reason: ${row.cancelReason}`] : [])] };
  }
  return null;
}

function guestEmail(row: BookingRow): { subject: string; paragraphs: string[] } | null {
  const what = `${row.programName} (${row.preferredDate}), reference ${row.reference}`;
  switch (row.status) {
    case 'confirmed':
      return { subject: `Booking confirmed: ${row.programName}`, paragraphs: [`Your booking of ${what} is confirmed.`] };
    case 'declined':
      return { subject: `Booking request declined: ${row.programName}`, paragraphs: [`The host declined your request for ${what}.`, ...(row.cancelReason ? [`Their reason: ${row.cancelReason}`] : []), 'The places you asked for are free again; you can choose other dates.'] };
    case 'expired':
      return { subject: `Booking request expired: ${row.programName}`, paragraphs: [`Your request for ${what} expired without an answer from the host. Nothing is due.`] };
    case 'canceled_by_provider':
      return { subject: `Booking canceled by the host: ${row.programName}`, paragraphs: [`The host canceled your booking of ${what}.`, ...(row.cancelReason ? [`Their reason: ${row.cancelReason}`] : []), row.refundText ?? 'You get a full refund.'] };
    case 'canceled_by_guest':
      return { subject: `Booking canceled: ${row.programName}`, paragraphs: [`Your booking of ${what} is canceled.`, ...(row.refundText ? [row.refundText] : [])] };
    default:
      return null;
  }
}

/**
 * Records a booking's move (or its creation, `from` null) in its thread: the system line of the new state, the live
 * events of both sides, and the emails of the moment (new request or instant booking → owner; confirmed, declined,
 * expired, canceled by the host → guest; canceled by the guest → owner and guest). The one who moved has read the line.
 */
export async function recordBookingChange(tx: WriteTx, row: BookingRow, from: BookingState | null, actorId: string | null, now: Date): Promise<void> {
  const query = queryOf(tx);
  const thread = await threadOf(query, row, now);
  const text = SYSTEM_LINE[row.status];
  const message = text ? await addLine(query, thread.id, { kind: 'system', senderId: null, bookingState: row.status, text }, now) : null;
  const parties = [...new Set([thread.guestId, thread.ownerId].filter((id): id is string => Boolean(id)))];
  if (actorId && parties.includes(actorId)) await markRead(query, thread.id, actorId, now);
  for (const userId of parties) {
    await publishLive(query, userId, { type: 'booking', bookingId: row.id, state: row.status, threadId: thread.id });
    if (message) await publishLive(query, userId, { type: 'message', threadId: thread.id, message });
    if (userId !== actorId) await publishLive(query, userId, { type: 'unread', unread: await unreadTotal(query, userId) });
  }

  const created = from === null;
  const [owner, guest] = await Promise.all([personById(query, thread.ownerId), personById(query, thread.guestId)]);
  const guestName = guest ? personName(guest.firstName, guest.lastName) : nameFromFull(row.name);
  const to = MAIL_TO[row.status] ?? (row.status === 'confirmed' ? (created ? { owner: true as const } : { guest: true as const }) : {});
  const emails: Email[] = [];
  const owned = owner ? ownerEmail(row, created, guestName) : null;
  if (to.owner && owner && owned && owner.id !== actorId) {
    emails.push({ kind: `booking.${row.status}`, toUserId: owner.id, toEmail: owner.email, ...owned, link: inboxLink(owner.role, thread.id), linkLabel: 'Open the booking', dedupeKey: `booking:${row.id}:${row.status}:owner` });
  }
  const guestMail = guestEmail(row);
  if (to.guest && guestMail) {
    emails.push({
      kind: `booking.${row.status}`,
      toUserId: guest?.id ?? null,
      toEmail: guest?.email ?? row.email,
      ...guestMail,
      // Without an account the guest has no inbox: the program's page.
      link: guest ? inboxLink(guest.role, thread.id) : `/program-details/${row.programSlug ?? ''}`,
      linkLabel: guest ? 'Open the booking' : 'See the program',
      dedupeKey: `booking:${row.id}:${row.status}:guest`,
    });
  }
  for (const email of emails) await queueEmail(tx, email, now);
}
