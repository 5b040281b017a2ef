// The stored soonest date of each public program (`next_date`, the date-asc sort's index, migrations/0009) is as of
// its last write: once that date has passed it is refreshed by this periodic job (hourly, first when the queue starts
// on a new database), once per period whichever process takes it. Until then the list computes the key itself
// (list.ts), so the job keeps the sort fast, not exact, and a late or missed run changes no answer.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Moves the stored soonest date of public programs whose date has passed to their next one. */
    'programs.next-dates': Record<string, never>;
  }
}

const EVERY_MS = 60 * 60 * 1000;

/**
 * Safe to run again: the statement only touches programs whose stored date is before today (by the database's clock,
 * not the queue's `run.now`: the triggers that write `next_date` use it too), and a second run finds nothing to do.
 */
export function registerNextDatesJob(ctx: AppContext, log: FastifyBaseLogger): void {
  ctx.jobs.register(
    'programs.next-dates',
    async () => {
      const [row] = await ctx.database.query<{ n: number }>('SELECT catalog_refresh_next_dates() AS n');
      if (row?.n) log.info({ programs: row.n }, 'refreshed the soonest dates of programs');
    },
    { everyMs: EVERY_MS, retryLimit: 2 },
  );
}
