// POST /api/reviews: a guest's review of one completed booking. The checks and the insert share one transaction (the
// booking row is locked), and the program's totals are recounted by the reviews trigger in it (migrations/0040).
import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES, type Review, type ReviewInput } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { conflict } from '../../lib/errors';
import { checkReviewable } from './eligibility';
import { REVIEW_COLUMNS, REVIEW_FROM, toReview, type ReviewRow } from '../../read-model/reviews';

type Parsed = Omit<ReviewInput, 'aspects'> & { aspects: Partial<Record<string, number>> };

export async function createReview(database: Database, userId: string, input: Parsed, now = new Date()): Promise<Review> {
  return database.rawTransaction(async (query) => {
    const stay = await checkReviewable(query, userId, input.bookingId, now);
    const id = randomUUID();
    const inserted = await query(
      `INSERT INTO reviews (id, booking_id, program_id, author_id, rating, aspects, text, stay_month, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9) ON CONFLICT (booking_id) DO NOTHING RETURNING id`,
      [id, stay.bookingId, stay.programId, userId, input.rating, JSON.stringify(input.aspects), input.text, stay.stayMonth, now.toISOString()],
    );
    // Another request reviewed the same booking first.
    if (inserted.length === 0) throw conflict('ALREADY_REVIEWED', REVIEW_MESSAGES.alreadyReviewed);
    const [row] = await query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = $1`, [id]);
    return toReview(row!);
  });
}
