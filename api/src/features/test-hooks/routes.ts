import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { parseBody } from '../../lib/validation';

const runDueSchema = z.object({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date-time, e.g. 2027-01-01T00:00:00Z' }).optional(),
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
    const { now } = parseBody(runDueSchema, request.body ?? {});
    const summary = await ctx.jobs.runDue(now ? new Date(now) : new Date());
    return { data: { ran: summary.completed + summary.failed } };
  });
}
