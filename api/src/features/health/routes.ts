import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/healthz', async (_request, reply) => {
    try {
      await ctx.db.execute(sql`SELECT 1`);
      // With replicas, each one's state as this process sees it (in use, lagging, down) and its lag.
      const replicas = ctx.database.readRouter?.status();
      return { data: { status: 'ok', database: ctx.database.kind, ...(replicas ? { replicas } : {}) } };
    } catch {
      return reply.status(503).send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable.' } });
    }
  });

  // For `pnpm bench` (EVENT_LOOP_PROBE=1 only): how long the event loop was held up since the last reset, from Node's own
  // histogram of timer delays (10 ms resolution). `?reset=1` starts a new period.
  if (ctx.config.eventLoopProbe) {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    app.addHook('onClose', async () => delay.disable());
    app.get<{ Querystring: { reset?: string } }>('/healthz/event-loop', async (request) => {
      const ms = (ns: number) => +(ns / 1e6).toFixed(1);
      const data = { maxMs: ms(delay.max), p99Ms: ms(delay.percentile(99)), meanMs: ms(delay.mean) };
      if (request.query.reset === '1') delay.reset();
      return { data };
    });
  }
}
