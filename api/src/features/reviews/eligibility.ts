// Who may review: the guest of a completed booking, once per booking, within REVIEW_WINDOW_DAYS of its completion; never
// the program's owner (an owner cannot book its own program either: bookings/create.ts), and only for a stay that was
// held: completed by the booking process after its dates had come.
import { REVIEW_MESSAGES, REVIEW_WINDOW_DAYS, type ReviewableStay } from '@wellness/shared/domain';
import type { Database, RawQuery } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { iso } from '../../read-model/reviews';

const DAY_MS = 86_400_000;
/** The month the stay began (its session's start, else the date the guest asked for), YYYY-MM. */
const STAY_MONTH = `coalesce(to_char(s.start_date, 'YYYY-MM'), substr(b.preferred_date, 1, 7))`;

/** The stay was held: completed on or after its arrival day (the process completes a confirmed stay after its last night). */
const HELD = `b.preferred_date <= to_char(b.completed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** The last day a review of a stay completed at `completedAt` is taken, YYYY-MM-DD. */
export const reviewBy = (completedAt: Date) => new Date(completedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS).toISOString().slice(0, 10);

/** GET /api/reviews/pending: the caller's completed stays with no review yet, still within the window. */
export async function pendingStays(database: Database, userId: string, now = new Date()): Promise<ReviewableStay[]> {
  const rows = await database.query<{ booking_id: string; program_id: string; name: string; slug: string; image: string | null; stay_month: string; completed_at: Date | string }>(
    `SELECT b.id AS booking_id, p.id AS program_id, p.name, p.slug, p.image_gallery->>0 AS image, ${STAY_MONTH} AS stay_month, b.completed_at
     FROM bookings b JOIN programs p ON p.id = b.program_id LEFT JOIN program_sessions s ON s.id = b.session_id
     WHERE b.user_id = $1 AND b.status = 'completed' AND b.completed_at IS NOT NULL AND b.completed_at >= $2::timestamptz
       AND p.owner_id IS DISTINCT FROM $1 AND ${HELD}
       AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id)
     ORDER BY b.completed_at DESC, b.id`,
    [userId, new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS).toISOString()],
  );
  return rows.map((r) => {
    const completedAt = new Date(r.completed_at);
    return { bookingId: r.booking_id, programId: r.program_id, programName: r.name, programSlug: r.slug, image: r.image ?? '', stayMonth: r.stay_month, completedAt: iso(completedAt), reviewBy: reviewBy(completedAt) };
  });
}

export interface Reviewable {
  bookingId: string;
  programId: string;
  stayMonth: string;
}

/**
 * The booking the caller wants to review, locked for this transaction, or the refusal: 404 unknown, 403 NOT_YOURS,
 * 403 OWN_PROGRAM, 409 NOT_COMPLETED, ALREADY_REVIEWED, REVIEW_WINDOW_CLOSED, NOT_COMPLETED for a stay not held (in that order).
 */
export async function checkReviewable(query: RawQuery, userId: string, bookingId: string, now: Date): Promise<Reviewable> {
  const [row] = (await query(
    `SELECT b.id, b.user_id, b.status, b.completed_at, b.program_id, ${STAY_MONTH} AS stay_month, p.owner_id, ${HELD} AS held,
       EXISTS (SELECT 1 FROM reviews r WHERE r.booking_id = b.id) AS reviewed
     FROM bookings b LEFT JOIN program_sessions s ON s.id = b.session_id LEFT JOIN programs p ON p.id = b.program_id WHERE b.id = $1 FOR UPDATE OF b`,
    [bookingId],
  )) as { id: string; user_id: string | null; status: string; completed_at: Date | string | null; program_id: string | null; stay_month: string; owner_id: string | null; held: boolean | null; reviewed: boolean }[];
  if (!row) throw notFound('Booking not found.');
  if (row.user_id !== userId) throw forbidden(REVIEW_MESSAGES.notYours, 'NOT_YOURS');
  if (row.owner_id === userId) throw forbidden(REVIEW_MESSAGES.ownProgram, 'OWN_PROGRAM');
  if (row.status !== 'completed' || row.completed_at === null) throw conflict('NOT_COMPLETED', REVIEW_MESSAGES.notCompleted);
  if (row.reviewed) throw conflict('ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
  if (new Date(row.completed_at).getTime() + REVIEW_WINDOW_DAYS * DAY_MS < now.getTime()) throw conflict('REVIEW_WINDOW_CLOSED', REVIEW_MESSAGES.windowClosed);
  if (!row.held) throw conflict('NOT_COMPLETED', REVIEW_MESSAGES.notCompleted);
  if (row.program_id === null) throw notFound('This program is no longer listed.');
  return { bookingId: row.id, programId: row.program_id, stayMonth: row.stay_month };
}
