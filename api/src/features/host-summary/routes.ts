import type { FastifyInstance } from 'fastify';
import type { HostSummarySettings } from '@wellness/shared/host-tools';
import { hostSummarySettingsSchema } from '@wellness/shared/host-tools/schemas';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { parseBody } from '../../lib/validation';
import { sendSummaries } from './summary';

const HOUR_MS = 3_600_000;

/** The host's daily summary email: on or off (Preferences), and the hourly job that sends it. */
export async function hostSummaryRoutes(app: FastifyInstance, ctx: AppContext) {
  const host = { preHandler: authGuards(ctx).require(['user', 'facility']) };

  app.get('/api/my/host-summary', { ...host, config: { readReplica: true } }, async (request) => {
    const [row] = await ctx.database.query<{ enabled: boolean }>('SELECT enabled FROM host_summary_settings WHERE user_id = $1', [request.user!.id]);
    const data: HostSummarySettings = { enabled: row ? Boolean(row.enabled) : true };
    return { data };
  });

  app.put('/api/my/host-summary', host, async (request) => {
    const { enabled } = parseBody(hostSummarySettingsSchema, request.body);
    await ctx.database.rawTransaction((q) =>
      q(
        `INSERT INTO host_summary_settings (user_id, enabled) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET enabled = excluded.enabled, updated_at = now()`,
        [request.user!.id, enabled],
      ),
    );
    const data: HostSummarySettings = { enabled };
    return { data };
  });

  ctx.jobs.register(
    'host-summary.send',
    async (_payload, run) => {
      const sent = await sendSummaries(ctx.database, ctx.jobs, run.now);
      if (sent) app.log.info({ job: 'host-summary.send', sent }, 'host summaries queued');
    },
    { everyMs: HOUR_MS },
  );
}
