import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { bookings } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { findMove, SYSTEM, todayOf, transition } from '../../booking-process/process';
import { inTransaction } from '../../db/transaction';

/**
 * The process's scheduled moves, run by whichever API process takes the job (lib/jobs/queue.ts): a request expires at
 * its deadline, a confirmed stay is completed after its last night. Queued in the transaction that made them
 * necessary (process.ts). Safe to run again or late: a booking that has moved on meanwhile (confirmed before its
 * deadline, canceled before its end) is no longer in the table's `from` state, and the job is then simply done.
 */
export function registerBookingJobs(ctx: AppContext): void {
  const run = (move: 'expire' | 'complete', due: (row: typeof bookings.$inferSelect, now: Date) => boolean) => async ({ bookingId }: { bookingId: string }, job: { now: Date }) => {
    await inTransaction(ctx, async (tx) => {
      const [row] = await tx.db.select().from(bookings).where(eq(bookings.id, bookingId));
      if (!row || !findMove(row.status, move, 'system') || !due(row, job.now)) return;
      try {
        await transition(tx, row, move, SYSTEM, { now: job.now });
      } catch (error) {
        // Moved by someone else between the read and the write: nothing left to do.
        if (error instanceof HttpError && error.code === 'INVALID_TRANSITION') return;
        throw error;
      }
    });
  };
  ctx.jobs.register('bookings.expire', run('expire', (row, now) => row.respondBy !== null && row.respondBy.getTime() <= now.getTime()), { retryLimit: 6, retryDelayMs: 30_000 });
  ctx.jobs.register(
    'bookings.complete',
    run('complete', (row, now) => (row.endsOn ?? row.preferredDate) <= todayOf(now)),
    { retryLimit: 6, retryDelayMs: 30_000 },
  );
}
