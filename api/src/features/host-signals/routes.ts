import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { computeHostSignals } from './compute';

const DAY_MS = 86_400_000;

/** The trust figures guests see on provider pages and program details, computed daily (no routes of its own). */
export async function hostSignalRoutes(app: FastifyInstance, ctx: AppContext) {
  ctx.jobs.register(
    'host-signals.compute',
    async (_payload, run) => {
      const providers = await computeHostSignals(ctx.database, run.now);
      app.log.info({ job: 'host-signals.compute', providers }, 'trust signals computed');
    },
    { everyMs: DAY_MS, timeoutMs: 30 * 60_000 },
  );
}
