// POST /api/reviews/:id/answer: the program's owner answers a review once, publicly.
import { REVIEW_MESSAGES, type Review } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { REVIEW_COLUMNS, REVIEW_FROM, toReview, type ReviewRow } from './read';

export async function answerReview(database: Database, ownerId: string, reviewId: string, text: string, now = new Date()): Promise<Review> {
  return database.rawTransaction(async (query) => {
    const [found] = (await query(
      `SELECT r.answer_text, p.owner_id FROM reviews r JOIN programs p ON p.id = r.program_id WHERE r.id = $1 FOR UPDATE OF r`,
      [reviewId],
    )) as { answer_text: string | null; owner_id: string | null }[];
    if (!found) throw notFound(REVIEW_MESSAGES.notFound);
    if (found.owner_id !== ownerId) throw forbidden(REVIEW_MESSAGES.answerNotOwner, 'NOT_OWNER');
    if (found.answer_text !== null) throw conflict('ALREADY_ANSWERED', REVIEW_MESSAGES.alreadyAnswered);
    await query(`UPDATE reviews SET answer_text = $2, answered_at = $3 WHERE id = $1 AND answer_text IS NULL`, [reviewId, text, now.toISOString()]);
    const [row] = (await query(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = $1`, [reviewId])) as unknown as ReviewRow[];
    return toReview(row!);
  });
}
