// Reading reviews: the public pages of a program's or provider's visible reviews, the author's own reviews, the owner's
// list of reviews of their programs. Hidden reviews are read only by their author, the program's owner and admins.
import {
  REVIEWS_PAGE_SIZE, type ModerationRecord, type MyReview, type OwnerReview, type RatingDistribution, type Review, type ReviewAspect,
  type ReviewPage, type ReviewSort, type Stars,
} from '@wellness/shared/domain';
import type { Database, SqlValue } from '../db/client';
import { ratingOf } from './mapper';

/** The columns a Review is made of; `r` is reviews, `p` its program, `u` its author. */
export const REVIEW_COLUMNS = `r.id, r.program_id, p.name AS program_name, p.slug AS program_slug, r.rating, r.aspects, r.text,
  u.first_name AS author_first_name, r.stay_month, r.created_at, r.answer_text, r.answered_at, r.hidden`;
export const REVIEW_FROM = `reviews r JOIN programs p ON p.id = r.program_id JOIN users u ON u.id = r.author_id`;

export interface ReviewRow {
  id: string;
  program_id: string;
  program_name: string;
  program_slug: string;
  rating: number;
  aspects: Partial<Record<ReviewAspect, Stars>> | string | null;
  text: string;
  author_first_name: string;
  stay_month: string;
  created_at: Date | string;
  answer_text: string | null;
  answered_at: Date | string | null;
  hidden: boolean;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toReview(row: ReviewRow): Review {
  const aspects = typeof row.aspects === 'string' ? (JSON.parse(row.aspects) as Review['aspects']) : (row.aspects ?? {});
  return {
    id: row.id,
    programId: row.program_id,
    programName: row.program_name,
    programSlug: row.program_slug,
    rating: row.rating as Stars,
    aspects,
    text: row.text,
    authorFirstName: row.author_first_name,
    stayMonth: row.stay_month,
    verifiedStay: true,
    createdAt: iso(row.created_at),
    answer: row.answer_text === null ? null : { text: row.answer_text, at: iso(row.answered_at ?? row.created_at) },
  };
}

/** Each sort ends with the newest first, then the id, so pages never overlap. */
const ORDER: Record<ReviewSort, string> = {
  newest: 'r.created_at DESC, r.id DESC',
  highest: 'r.rating DESC, r.created_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.created_at DESC, r.id DESC',
};

/**
 * A page of the visible reviews of the programs `scope` selects (a condition on `p`, with its values), with their
 * summary and distribution.
 */
export async function reviewPage(database: Database, scope: { where: string; values: SqlValue[] }, sort: ReviewSort, page: number): Promise<ReviewPage> {
  const n = scope.values.length;
  const rows = await database.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE NOT r.hidden AND ${scope.where}
     ORDER BY ${ORDER[sort]} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...scope.values, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE],
  );
  const counts = await database.query<{ rating: number; n: number }>(
    `SELECT r.rating, count(*)::int AS n FROM reviews r JOIN programs p ON p.id = r.program_id WHERE NOT r.hidden AND ${scope.where} GROUP BY r.rating`,
    scope.values,
  );
  const distribution: RatingDistribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const c of counts) {
    distribution[c.rating as Stars] = Number(c.n);
    total += Number(c.n);
    sum += c.rating * Number(c.n);
  }
  return { reviews: rows.map(toReview), summary: ratingOf(total, sum), distribution, sort, page, pageSize: REVIEWS_PAGE_SIZE, total };
}

interface ModerationRow {
  review_id: string;
  decision: 'hide' | 'keep';
  reason: string;
  admin_name: string | null;
  at: Date | string;
}

/** A text[] literal (the raw query takes scalars only). */
export const textArray = (values: string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** The last decision on each of these reviews. */
export async function lastModerations(database: Database, reviewIds: string[]): Promise<Map<string, ModerationRecord>> {
  if (reviewIds.length === 0) return new Map();
  const rows = await database.query<ModerationRow>(
    `SELECT DISTINCT ON (m.review_id) m.review_id, m.decision, m.reason, a.first_name AS admin_name, m.at
     FROM review_moderations m LEFT JOIN users a ON a.id = m.admin_id
     WHERE m.review_id = ANY($1::text[]) ORDER BY m.review_id, m.at DESC, m.id DESC`,
    [textArray(reviewIds)],
  );
  return new Map(rows.map((r) => [r.review_id, { decision: r.decision, reason: r.reason, by: r.admin_name ?? 'An administrator', at: iso(r.at) }]));
}

/**
 * The author's reviews outlive their program (migrations/0066): a deleted program's name and last address come from
 * the booking, which kept them (its address answers 410).
 */
const MY_REVIEW_COLUMNS = REVIEW_COLUMNS.replace('r.program_id, p.name AS program_name, p.slug AS program_slug',
  `coalesce(r.program_id, '') AS program_id, coalesce(p.name, b.program_name) AS program_name, coalesce(p.slug, b.program_slug, '') AS program_slug`);
const MY_REVIEW_FROM = `reviews r LEFT JOIN programs p ON p.id = r.program_id JOIN bookings b ON b.id = r.booking_id JOIN users u ON u.id = r.author_id`;

/** GET /api/reviews/mine: the caller's reviews, newest first, hidden ones with the decision and its reason. */
export async function myReviews(database: Database, userId: string): Promise<MyReview[]> {
  const rows = await database.query<ReviewRow>(`SELECT ${MY_REVIEW_COLUMNS} FROM ${MY_REVIEW_FROM} WHERE r.author_id = $1 ORDER BY r.created_at DESC, r.id DESC`, [userId]);
  const decisions = await lastModerations(database, rows.map((r) => r.id));
  return rows.map((r) => ({ ...toReview(r), hidden: r.hidden, moderation: decisions.get(r.id) ?? null }));
}

export const OWNER_PAGE_SIZE = 10;

/** GET /api/my/reviews: reviews of the caller's programs, newest first, hidden ones marked. */
export async function ownerReviews(database: Database, ownerId: string, page: number): Promise<{ reviews: OwnerReview[]; total: number; page: number; pageSize: number }> {
  const rows = await database.query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE p.owner_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [ownerId, OWNER_PAGE_SIZE, (page - 1) * OWNER_PAGE_SIZE],
  );
  const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n FROM reviews r JOIN programs p ON p.id = r.program_id WHERE p.owner_id = $1`, [ownerId]);
  return { reviews: rows.map((r) => ({ ...toReview(r), hidden: r.hidden })), total: Number(count?.n ?? 0), page, pageSize: OWNER_PAGE_SIZE };
}
