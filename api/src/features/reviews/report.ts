// POST /api/reviews/:id/reports: anyone signed in reports a visible review once, never their own.
import { REVIEW_MESSAGES, type ReportReason } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';

export async function reportReview(database: Database, reporterId: string, reviewId: string, report: { reason: ReportReason; note: string }, now = new Date()): Promise<{ reported: true }> {
  return database.rawTransaction(async (query) => {
    const [found] = (await query(`SELECT author_id FROM reviews WHERE id = $1 AND NOT hidden`, [reviewId])) as { author_id: string }[];
    if (!found) throw notFound(REVIEW_MESSAGES.notFound);
    if (found.author_id === reporterId) throw forbidden(REVIEW_MESSAGES.ownReport, 'OWN_REVIEW');
    const inserted = await query(
      `INSERT INTO review_reports (review_id, reporter_id, reason, note, at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (review_id, reporter_id) DO NOTHING RETURNING review_id`,
      [reviewId, reporterId, report.reason, report.note, now.toISOString()],
    );
    if (inserted.length === 0) throw conflict('ALREADY_REPORTED', REVIEW_MESSAGES.alreadyReported);
    return { reported: true as const };
  });
}
