import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { AppConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { registerAuth } from './lib/auth';
import { registerCatalogCache } from './lib/cache';
import { registerErrorHandlers } from './lib/errors';
import { registerSecurityHeaders } from './lib/security-headers';
import { adminRoutes } from './features/admin/routes';
import { authRoutes } from './features/auth/routes';
import { bookingRoutes } from './features/bookings/routes';
import { catalogRoutes } from './features/catalog/routes';
import { contactRoutes } from './features/contact/routes';
import { healthRoutes } from './features/health/routes';
import { myProgramRoutes } from './features/my-programs/routes';
import { programRoutes } from './features/programs/routes';
import { searchRoutes } from './features/search/routes';
import { uploadRoutes } from './features/uploads/routes';

/** The HTTP API on an open, migrated database. Tests call this with an in-memory PGlite and use `inject`. */
export async function buildApp(config: AppConfig, database: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    // Request ids: the caller's X-Request-Id when sane, else a UUID; echoed back and on every log line.
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: false,
    routerOptions: { maxParamLength: 300, ignoreTrailingSlash: true },
  });
  const ctx: AppContext = { db: database.db, database, config };

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandlers(app);
  registerAuth(app);

  registerSecurityHeaders(app, {
    // Uploaded images are shown by the site on other origins (:3000).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], imgSrc: ["'self'"], frameAncestors: ["'none'"] } },
  });
  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please try again in ${context.after}.`,
    }),
  });

  // After helmet and CORS, so a cached answer carries their headers too.
  registerCatalogCache(app, { ttlMs: config.catalogCacheTtlMs });

  for (const routes of [healthRoutes, authRoutes, catalogRoutes, programRoutes, searchRoutes, bookingRoutes, contactRoutes, myProgramRoutes, uploadRoutes, adminRoutes]) {
    await app.register(routes, ctx);
  }
  return app;
}
