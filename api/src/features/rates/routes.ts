import type { FastifyInstance } from 'fastify';
import type { ExchangeRates } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { latestRates, parseEurofxref, readRatesSource, storeRates } from '../../exchange-rates/rates';
import { todayUtc } from '../../read-model/filters';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Reads the ECB's reference rates from EXCHANGE_RATES_URL into `exchange_rates`. */
    'rates.refresh': Record<string, never>;
  }
}

/**
 * GET /api/rates: the latest reference rates (per euro) with their day, and whether they may still be used (at most
 * RATES_MAX_AGE_DAYS old): the pages show "≈" amounts only then. Fetched by the pages when they show prices, never
 * bundled.
 */
export async function rateRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/rates', { config: { readReplica: true } }, async (_request, reply) => {
    const data: ExchangeRates = await latestRates(ctx.database, todayUtc());
    // Published once a working day: a browser may keep them a while.
    reply.header('cache-control', 'public, max-age=600');
    return { data };
  });

  // Periodic (first when the worker starts), so that a new publication is read within the interval; safe to run
  // again: a day's rates replace that day's.
  const everyMs = ctx.config.exchangeRatesIntervalMs;
  ctx.jobs.register(
    'rates.refresh',
    async () => {
      const file = parseEurofxref(await readRatesSource(ctx.config.exchangeRatesUrl));
      await ctx.database.rawTransaction((q) => storeRates(q, file));
      app.log.info({ job: 'rates.refresh', date: file.date, currencies: Object.keys(file.perEuro).length }, 'exchange rates stored');
    },
    { retryLimit: 3, retryDelayMs: 5 * 60_000, ...(everyMs > 0 ? { everyMs } : {}) },
  );
}
