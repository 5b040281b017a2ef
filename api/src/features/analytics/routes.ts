import type { FastifyInstance } from 'fastify';
import { analyticsQuerySchema } from '@wellness/shared/host-tools/schemas';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { parseId, parseQuery } from '../../lib/validation';
import { aggregate } from './aggregate';
import { hostAnalytics } from './read';
import { countView, DailySalt } from './views';

const HOUR_MS = 3_600_000;

/** What sells: views counted without cookies, the hourly aggregation, and the hosts' analytics page. */
export async function analyticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { optional, require: signedIn } = authGuards(ctx);
  const salt = new DailySalt(ctx.database);

  /**
   * A view of a program's details page, sent by the page once shown (the site's server view does not count). No
   * cookie is read or set; a signed-in owner's own views are left out. Always 204: nothing to tell the page.
   */
  app.post<{ Params: { id: string } }>('/api/programs/:id/views', { preHandler: optional }, async (request, reply) => {
    const programId = parseId(request.params.id);
    await countView(ctx.database, salt, { programId, address: request.ip, userAgent: String(request.headers['user-agent'] ?? ''), viewerId: request.user?.id ?? null });
    return reply.status(204).send();
  });

  app.get('/api/my/analytics', { preHandler: signedIn(['user', 'facility']), config: { readReplica: true } }, async (request) => {
    const { days } = parseQuery(analyticsQuerySchema, request.query);
    return { data: await hostAnalytics(ctx.database, request.user!.id, days, new Date().toISOString().slice(0, 10)) };
  });

  ctx.jobs.register(
    'analytics.aggregate',
    async (_payload, run) => {
      const summary = await aggregate(ctx.database, run.now);
      app.log.info({ job: 'analytics.aggregate', days: summary.days.length, segments: summary.segments, ms: summary.ms }, 'analytics aggregated');
    },
    { everyMs: HOUR_MS, timeoutMs: 30 * 60_000 },
  );
}
