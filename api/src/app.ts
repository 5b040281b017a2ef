import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { DestinationStream } from 'pino';
import { DEV_ORIGIN_PATTERN } from '@wellness/federation/sites';
import type { AppConfig, Limit } from './config';
import { LIMIT_SETTINGS, type AppContext, type LimitName } from './context';
import { primaryOf, type Database, type Listening } from './db/client';
import { READ_AFTER_HEADER } from './db/replicas';
import { registerAuth } from './lib/auth';
import { registerCatalogCache } from './lib/cache';
import { frameworkErrors, registerErrorHandlers } from './lib/errors';
import { removeExpiredIdempotencyKeys } from './lib/idempotency';
import { JobQueue } from './lib/jobs/queue';
import { RateLimits, rateLimitStore } from './lib/rate-limits';
import { readPositions, registerReadRouting } from './lib/read-routing';
import { guardSlowClients } from './lib/slow-clients';
import { tokenKeys } from './lib/tokens';
import { childLoggerFactory, loggerOptions, requestId } from './lib/logging';
import { securityHeaders } from './lib/security-headers';
import { paymentRoutes } from './payments/routes';
import { SIGNATURE_HEADER } from './payments/providers/test-card';
import { Payments } from './payments/service';
import { adminRoutes } from './features/admin/routes';
import { LoginThrottle } from './lib/login-throttle';
import { analyticsRoutes } from './features/analytics/routes';
import { authRoutes } from './features/auth/routes';
import { bookingRoutes } from './features/bookings/routes';
import { calendarRoutes } from './features/calendar/routes';
import { catalogRoutes } from './features/catalog/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { contactRoutes } from './features/contact/routes';
import { credentialRoutes } from './features/credentials/routes';
import { conversationRoutes } from './features/conversations/routes';
import { healthRoutes } from './features/health/routes';
import { hostSignalRoutes } from './features/host-signals/routes';
import { hostSummaryRoutes } from './features/host-summary/routes';
import { icalRoutes } from './features/ical/routes';
import { myProgramRoutes } from './features/my-programs/routes';
import { preferenceRoutes } from './features/preferences/routes';
import { rateRoutes } from './features/rates/routes';
import { programRoutes } from './features/programs/routes';
import { providerRoutes } from './features/providers/routes';
import { reviewRoutes } from './features/reviews/routes';
import { savedRoutes } from './features/saved/routes';
import { searchRoutes } from './features/search/routes';
import { mapRoutes } from './features/map/routes';
import { sitemapRoutes } from './features/sitemaps/routes';
import { statementRoutes } from './features/statements/routes';
import { refundRoutes } from './features/refunds/routes';
import { uploadRoutes } from './features/uploads/routes';
import { testHookRoutes } from './features/test-hooks/routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (lib/jobs/queue.ts). */
    jobs: JobQueue;
  }
}

export interface BuildOptions {
  /** Where log lines go (tests capture them); stdout otherwise. */
  logStream?: DestinationStream;
}

/** The HTTP API on an open, migrated database. Tests call this with an in-memory PGlite and use `inject`. */
export async function buildApp(config: AppConfig, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const headers = securityHeaders({
    // Uploaded images are shown by the site on other origins (:3000).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], frameAncestors: ["'none'"] } },
  });
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // Request ids: the caller's X-Request-Id when it is a short safe token, else a UUID; echoed back and logged.
    requestIdHeader: false,
    genReqId: requestId,
    childLoggerFactory,
    bodyLimit: config.bodyLimitBytes,
    // A hop count trusts that many proxies nearest to the server (what proxy-addr does with a number).
    trustProxy: typeof config.trustProxy === 'number' ? ((hops: number) => (_address: string, i: number) => i < hops)(config.trustProxy) : config.trustProxy,
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true },
    // Slow or stalled clients: the whole request within requestTimeout, headers within headersTimeout, checked every
    // second; an inactive socket is closed after connectionTimeout, an idle keep-alive one after keepAliveTimeout.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    maxRequestsPerSocket: config.maxRequestsPerSocket,
    http: { headersTimeout: config.headersTimeoutMs, requestTimeout: config.requestTimeoutMs, connectionsCheckingInterval: 1000 },
    // A bad URL or an over-long path parameter is answered before routing: in the standard error shape too.
    frameworkErrors: frameworkErrors(() => headers),
  });
  // Slow bodies and too many connections from one address are cut before Fastify sees them.
  guardSlowClients(app.server, config);
  // Counted in PostgreSQL, so every API process shares them (the names and their settings: context.ts). Counters and
  // jobs are writes: on the primary even inside a request that reads from a replica.
  const primary = primaryOf(database);
  const limits = new RateLimits(primary, Object.fromEntries(Object.entries(LIMIT_SETTINGS).map(([name, setting]) => [name, config[setting]])) as Record<LimitName, Limit>);
  const jobs = new JobQueue(primary, { pollIntervalMs: config.jobPollIntervalMs, log: app.log });
  const ctx: AppContext = {
    db: database.db,
    database,
    config,
    limits,
    loginThrottle: new LoginThrottle(limits.counters, config),
    jobs,
    tokenKeys: tokenKeys(config.tokenSecret, config.tokenPreviousSecrets),
    payments: new Payments({
      database: primary, db: primary.db, jobs, config, log: app.log,
      // The test provider's webhooks reach this process's own webhook route, through its signature check.
      deliver: async (body, signature) => {
        const res = await app.inject({ method: 'POST', url: `/api/payments/webhooks/${config.paymentProvider}`, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature }, payload: body });
        if (res.statusCode >= 300) throw new Error(`webhook delivery: ${res.statusCode}`);
      },
    }),
  };
  ctx.payments.registerJobs();
  app.decorate('jobs', jobs);
  jobs.register('jobs.cleanup', async (_payload, run) => jobs.removeFinished(run.now), { everyMs: 3_600_000 });
  jobs.register('limits.cleanup', async () => void (await limits.counters.removeExpired()), { everyMs: 3_600_000 });
  jobs.register('idempotency.cleanup', async (_payload, run) => void (await removeExpiredIdempotencyKeys(database, run.now)), { everyMs: 3_600_000 });

  // JSON only: Fastify's built-in text/plain parser would hand a string to routes that expect an object.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
  registerErrorHandlers(app);
  if (database.readRouter) database.readRouter.log = (level, message, fields) => app.log[level](fields, message);
  // Before any hook that reads: the rest of each request runs where its reads go (replicas: lib/read-routing.ts).
  registerReadRouting(app, database.readRouter, [config.tokenSecret, ...config.tokenPreviousSecrets]);
  registerAuth(app);

  // CORS for the site's origins (and, outside production, any loopback dev server): every answer varies on Origin and
  // exposes these headers, an allowed Origin is echoed, any other gets no grant; preflights are answered in the hook,
  // 400 without Origin or Access-Control-Request-Method.
  await app.register(cors, {
    origin: config.allowDevOrigins ? [...config.siteOrigins, DEV_ORIGIN_PATTERN] : config.siteOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // With replicas, the site keeps X-Read-After from a write's answer and sends it back (lib/read-routing.ts).
    allowedHeaders: ['Content-Type', 'Authorization', 'Accept-Language', 'X-Request-Id', 'Idempotency-Key', 'If-None-Match', ...(database.readRouter ? [READ_AFTER_HEADER] : [])],
    exposedHeaders: ['X-Request-Id', 'ETag', 'Retry-After', ...(database.readRouter ? [READ_AFTER_HEADER] : [])],
    maxAge: 600,
    strictPreflight: true,
  });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStore(limits.counters),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });

  // After the security headers and CORS, so a cached answer carries them too. Its entries are dropped by the database's
  // notifications of committed catalogue writes (migrations/0009), whichever process wrote; it serves only while
  // listening.
  // A write under these (the owners', the administrators', reviews) empties it at once: the writer reads its own write.
  const cache = registerCatalogCache(app, {
    ttlMs: config.catalogCacheTtlMs,
    positions: readPositions(database.readRouter),
    clearedByWritesUnder: ['/api/my', '/api/admin', '/api/reviews'],
  });
  let listening: Listening | undefined;
  app.addHook('onReady', async () => {
    if (config.catalogCacheTtlMs > 0) {
      listening = await database.listen('catalog_changed', {
        notify: (table) => {
          cache.changed(table);
          // The change's position: a sample of the primary's, asked now (the cache keeps replicas' answers after it).
          database.readRouter?.checkSoon();
        },
        state: (up) => {
          cache.listening(up);
          if (up) app.log.info('catalogue cache: listening for writes');
          else app.log.warn('catalogue cache: lost the listening connection; not serving cached answers until it is back');
        },
      });
    }
  });
  app.addHook('onClose', async () => {
    await listening?.close();
  });

  await paymentRoutes(app, ctx.payments, config.siteOrigins);
  for (const routes of [healthRoutes, authRoutes, catalogRoutes, programRoutes, searchRoutes, mapRoutes, bookingRoutes, contactRoutes, myProgramRoutes, uploadRoutes, preferenceRoutes, clientErrorRoutes, adminRoutes, reviewRoutes, savedRoutes, providerRoutes, conversationRoutes, sitemapRoutes,
    // A host's tools.
    calendarRoutes, icalRoutes, analyticsRoutes, hostSignalRoutes, credentialRoutes, hostSummaryRoutes,
    // Money: the host's statement, the admin's ledger and refunds by hand.
    statementRoutes, refundRoutes,
    // Prices in a visitor's currency: the exchange rates and their job.
    rateRoutes,
    testHookRoutes]) {
    await app.register(routes, ctx);
  }

  // Every process takes due jobs (JOBS_WORKER=false leaves it to others); features registered theirs above.
  if (config.jobsWorker) app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  return app;
}
