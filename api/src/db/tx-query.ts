import { sql, type SQL } from 'drizzle-orm';
import type { Db, RawQuery } from './client';

/** The rows of `Db.execute`: node-postgres answers `{ rows }`, PGlite's driver the same or the array itself. */
export const rowsOf = <T = Record<string, unknown>>(result: unknown) =>
  ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

/**
 * A RawQuery (`$1`-style SQL and its values) that runs on a Drizzle transaction: what the job queue's
 * `send(…, { query })` takes, so a job is queued inside the transaction that makes it necessary (it exists only if
 * that transaction commits). Hand-written because Drizzle has no public "execute this text with these positional
 * values"; the placeholders become Drizzle parameters, never text.
 */
export function rawQueryOf(tx: Db): RawQuery {
  return async <T,>(text: string, params: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = [];
    parts.forEach((part, i) => chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1] ?? null}`));
    return rowsOf<T>(await tx.execute(sql.join(chunks, sql.raw(''))));
  };
}
