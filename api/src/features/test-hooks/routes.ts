import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { JobName } from '../../lib/jobs/queue';
import { parseBody } from '../../lib/validation';

const runDueSchema = z.object({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date-time, e.g. 2027-01-01T00:00:00Z' }).optional(),
  /**
   * Periodic jobs to run once now as well, whenever their schedule says they are next due: another test may have run
   * the clock ahead (and moved their schedule with it) without this test moving it too.
   */
  jobs: z.array(z.string().regex(/^[a-z][a-z0-9._-]{0,99}$/, { error: 'jobs are job names' })).max(10).optional(),
});

/**
 * Routes for end-to-end tests only, registered when ENABLE_TEST_HOOKS=true (config.ts; the API warns at start while
 * they are on; docs/deploy.md: never in a deployment).
 */
export async function testHookRoutes(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.enableTestHooks) return;
  app.log.warn('ENABLE_TEST_HOOKS is on: POST /api/test/jobs/run-due runs scheduled jobs on demand. Never turn it on in a deployment.');

  /** Runs every job due as of `now` (default: the present): expires requests past their deadline, completes stays. */
  app.post('/api/test/jobs/run-due', async (request) => {
    const { now, jobs = [] } = parseBody(runDueSchema, request.body ?? {});
    const at = now ? new Date(now) : new Date();
    for (const name of jobs) await ctx.jobs.send(name as JobName, {} as never, { startAfter: at });
    const summary = await ctx.jobs.runDue(at);
    return { data: { ran: summary.completed + summary.failed } };
  });
}
