// Saved programs: each account's list of programs kept for later, with their live cards.
import { ERROR_MESSAGES, type ProgramSummary, type SavedProgram } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { iso } from '../../read-model/reviews';
import { PUBLIC_SQL } from '../../read-model/summary-sql';

/** GET /api/saved: newest saved first; `available` false once the program is not active and approved. */
export async function savedPrograms(database: Database, userId: string): Promise<SavedProgram[]> {
  const rows = await database.query<{ json: string; available: boolean; saved_at: Date | string }>(
    `SELECT p.summary_json AS json, (${PUBLIC_SQL}) AS available, s.saved_at FROM saved_programs s JOIN programs p ON p.id = s.program_id
     WHERE s.user_id = $1 ORDER BY s.saved_at DESC, s.program_id`,
    [userId],
  );
  return rows.map((r) => ({ program: JSON.parse(r.json) as ProgramSummary, available: r.available, savedAt: iso(r.saved_at) }));
}

/** GET /api/saved/ids: what the hearts read. */
export async function savedIds(database: Database, userId: string): Promise<string[]> {
  const rows = await database.query<{ program_id: string }>(`SELECT program_id FROM saved_programs WHERE user_id = $1 ORDER BY saved_at DESC, program_id`, [userId]);
  return rows.map((r) => r.program_id);
}

/** PUT /api/saved/:programId: idempotent; only a public program can be saved. */
export async function save(database: Database, userId: string, programId: string): Promise<{ saved: true }> {
  const inserted = await database.query<{ ok: number }>(
    `WITH target AS (SELECT p.id FROM programs p WHERE p.id = $2 AND ${PUBLIC_SQL})
     INSERT INTO saved_programs (user_id, program_id) SELECT $1, id FROM target ON CONFLICT DO NOTHING RETURNING 1 AS ok`,
    [userId, programId],
  );
  if (inserted.length === 0) {
    const [already] = await database.query(`SELECT 1 FROM saved_programs s JOIN programs p ON p.id = s.program_id WHERE s.user_id = $1 AND s.program_id = $2 AND ${PUBLIC_SQL}`, [userId, programId]);
    if (!already) throw notFound(ERROR_MESSAGES.programNotFound);
  }
  return { saved: true };
}

/** DELETE /api/saved/:programId: idempotent. */
export async function unsave(database: Database, userId: string, programId: string): Promise<{ saved: false }> {
  await database.query(`DELETE FROM saved_programs WHERE user_id = $1 AND program_id = $2`, [userId, programId]);
  return { saved: false };
}
