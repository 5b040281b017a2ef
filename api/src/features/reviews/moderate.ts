// The admin's tab of reported reviews and their decision: hide or keep, with who, when and why recorded. A hidden
// review counts nowhere (the reviews trigger recounts its program in the same transaction, migrations/0040).
import type { ModerationDecision, ReportedReview, ReportReason } from '@wellness/shared/domain';
import { REVIEW_MESSAGES } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso, lastModerations, REVIEW_COLUMNS, REVIEW_FROM, textArray, toReview, type ReviewRow } from '../../read-model/reviews';

/** Reported reviews shown to the admin at most. */
const REPORTED_LIMIT = 200;

async function reported(database: Database, where: string, values: string[]): Promise<ReportedReview[]> {
  // Undecided first: no decision since the latest report. Then the most recently reported.
  const rows = await database.query<ReviewRow & { undecided: boolean; last_report: Date | string }>(
    `SELECT ${REVIEW_COLUMNS}, t.last_report,
       NOT EXISTS (SELECT 1 FROM review_moderations m WHERE m.review_id = r.id AND m.at >= t.last_report) AS undecided
     FROM (SELECT review_id, max(at) AS last_report FROM review_reports GROUP BY review_id) t
     JOIN reviews r ON r.id = t.review_id JOIN programs p ON p.id = r.program_id JOIN users u ON u.id = r.author_id
     WHERE ${where}
     ORDER BY undecided DESC, t.last_report DESC, r.id LIMIT ${REPORTED_LIMIT}`,
    values,
  );
  const ids = rows.map((r) => r.id);
  const reports = ids.length
    ? await database.query<{ review_id: string; reason: ReportReason; note: string; reporter_name: string; at: Date | string }>(
        `SELECT rr.review_id, rr.reason, rr.note, u.first_name || ' ' || u.last_name AS reporter_name, rr.at
         FROM review_reports rr JOIN users u ON u.id = rr.reporter_id WHERE rr.review_id = ANY($1::text[]) ORDER BY rr.at, rr.reporter_id`,
        [textArray(ids)],
      )
    : [];
  const decisions = await lastModerations(database, ids);
  return rows.map((r) => ({
    review: toReview(r),
    hidden: r.hidden,
    reports: reports.filter((x) => x.review_id === r.id).map((x) => ({ reason: x.reason, note: x.note, reporterName: x.reporter_name, at: iso(x.at) })),
    moderation: decisions.get(r.id) ?? null,
  }));
}

/** GET /api/admin/reviews/reported */
export const reportedReviews = (database: Database) => reported(database, 'true', []);

/** POST /api/admin/reviews/:id/moderation: hides or keeps (shows again) the review and records the decision. */
export async function moderateReview(database: Database, adminId: string, reviewId: string, decision: { decision: ModerationDecision; reason: string }, now = new Date()): Promise<ReportedReview> {
  await database.rawTransaction(async (query) => {
    const [found] = await query(`SELECT id FROM reviews WHERE id = $1 FOR UPDATE`, [reviewId]);
    if (!found) throw notFound(REVIEW_MESSAGES.notFound);
    await query(`INSERT INTO review_moderations (review_id, decision, reason, admin_id, at) VALUES ($1, $2, $3, $4, $5)`, [reviewId, decision.decision, decision.reason, adminId, now.toISOString()]);
    await query(`UPDATE reviews SET hidden = $2 WHERE id = $1 AND hidden <> $2`, [reviewId, decision.decision === 'hide']);
  });
  const [row] = await reported(database, 'r.id = $1', [reviewId]);
  if (row) return row;
  // Moderated without a report (an admin may act on any review): the same shape, no reports.
  const [plain] = await database.query<ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = $1`, [reviewId]);
  return { review: toReview(plain!), hidden: plain!.hidden, reports: [], moderation: (await lastModerations(database, [reviewId])).get(reviewId) ?? null };
}
