// The stored soonest date of each public program (`next_date`, the date-asc sort's index, migrations/0009) is as of
// its last write: once that date has passed it is refreshed here, at start and every hour, in every process (the
// statement is idempotent: a second process finds nothing left to do). Until then the list computes the key itself
// (list.ts), so this keeps the sort fast, not exact.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

const EVERY_MS = 60 * 60 * 1000;

/** Starts the refresh; returns its stop. */
export function refreshNextDates(database: Database, log: FastifyBaseLogger): () => void {
  const run = () =>
    database.query<{ n: number }>('SELECT catalog_refresh_next_dates() AS n').then(
      ([row]) => row?.n && log.info({ programs: row.n }, 'refreshed the soonest dates of programs'),
      (error: unknown) => log.warn({ err: error }, 'could not refresh the soonest dates of programs'),
    );
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
