// POST /api/reviews/:id/answer: the program's owner answers a review once, publicly; its author is mailed.
import { REVIEW_MESSAGES, type Review } from '@wellness/shared/domain';
import { rawQueryOf } from '../../db/tx-query';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { emailT } from '../../lib/i18n';
import { languageOf, queueEmail } from '../../notify/email';
import { REVIEW_COLUMNS, REVIEW_FROM, toReview, type ReviewRow } from '../../read-model/reviews';
import { programNameIn } from '../../read-model/translations';
import type { Tx } from '../../db/transaction';

/** In the caller's transaction: the answer and the email to the review's author (written together or not at all). */
export async function answerReview(tx: Tx, ownerId: string, reviewId: string, text: string, now = new Date()): Promise<Review> {
  const query = rawQueryOf(tx.db);
  const [found] = (await query(
    `SELECT r.answer_text, r.author_id, p.id AS program_id, p.owner_id, p.name, p.slug, u.email
     FROM reviews r JOIN programs p ON p.id = r.program_id JOIN users u ON u.id = r.author_id
     WHERE r.id = $1 FOR UPDATE OF r`,
    [reviewId],
  )) as { answer_text: string | null; author_id: string; program_id: string; owner_id: string | null; name: string; slug: string; email: string }[];
  if (!found) throw notFound(REVIEW_MESSAGES.notFound);
  if (found.owner_id !== ownerId) throw forbidden(REVIEW_MESSAGES.answerNotOwner, 'NOT_OWNER');
  if (found.answer_text !== null) throw conflict('ALREADY_ANSWERED', REVIEW_MESSAGES.alreadyAnswered);
  await query(`UPDATE reviews SET answer_text = $2, answered_at = $3 WHERE id = $1 AND answer_text IS NULL`, [reviewId, text, now.toISOString()]);
  const locale = await languageOf(query, found.author_id);
  const t = emailT(locale);
  const program = await programNameIn(query, found.program_id, found.name, locale);
  await queueEmail(
    tx,
    {
      kind: 'review.answered',
      toUserId: found.author_id,
      toEmail: found.email,
      locale,
      subject: t('reviewAnswer.subject', { program }),
      paragraphs: [t('reviewAnswer.answered', { program }), text],
      link: `/program-details/${found.slug}#reviews`,
      linkLabel: t('reviewAnswer.link'),
      dedupeKey: `review:${reviewId}:answered`,
    },
    now,
  );
  const [row] = await query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = $1`, [reviewId]);
  return toReview(row!);
}
