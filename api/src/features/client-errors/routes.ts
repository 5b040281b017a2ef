import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { desc, lt } from 'drizzle-orm';
import { clientErrorReportSchema, clientErrorsQuerySchema, type ClientErrorRecord } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { clientErrors } from '../../db/schema';
import { authGuards } from '../../lib/auth';
import { badRequest } from '../../lib/errors';
import { scrub } from '../../lib/logging';
import { parseBody, parseQuery } from '../../lib/validation';

const RETENTION_DAYS = 30;

/**
 * The shell reports an area that failed (a version it cannot run, a script that did not load, a render
 * error). No account needed; limited per IP (CLIENT_ERROR_RATE_LIMIT); only the schema's fields are kept, the message
 * masked like a log line, the IP as a keyed hash; reports older than 30 days are dropped.
 */
export async function clientErrorRoutes(app: FastifyInstance, ctx: AppContext) {
  // navigator.sendBeacon cannot send application/json to another origin without a preflight, so this endpoint also
  // takes the JSON as text/plain (small bodies only). The parser is scoped to this plugin.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('The request body is not valid JSON.'), undefined);
    }
  });

  const ipHash = (ip: string) => createHmac('sha256', ctx.config.tokenSecret).update(`client-error:${ip}`).digest('base64url').slice(0, 22);
  let reports = 0;

  app.post('/api/client-errors', { bodyLimit: 8 * 1024 }, async (request: FastifyRequest, reply: FastifyReply) => {
    const report = parseBody(clientErrorReportSchema, request.body);
    await ctx.limits.take('clientErrors', request.ip, 'Too many reports.');
    const [row] = await ctx.db
      .insert(clientErrors)
      .values({
        id: randomUUID(), kind: report.kind, area: report.area, message: scrub(report.message).slice(0, 500),
        needed: report.needed || null, found: report.found || null, release: report.release || null, ipHash: ipHash(request.ip),
      })
      .returning({ id: clientErrors.id, createdAt: clientErrors.createdAt });
    if (++reports % 100 === 1) await ctx.db.delete(clientErrors).where(lt(clientErrors.createdAt, new Date(Date.now() - RETENTION_DAYS * 86_400_000)));
    return reply.status(201).send({ data: { id: row!.id, createdAt: row!.createdAt.toISOString() } });
  });

  app.get('/api/admin/client-errors', { preHandler: authGuards(ctx).require(['admin']) }, async (request) => {
    const { limit } = parseQuery(clientErrorsQuerySchema, request.query);
    const rows = await ctx.db.select().from(clientErrors).orderBy(desc(clientErrors.createdAt), desc(clientErrors.id)).limit(limit ?? 100);
    const data: ClientErrorRecord[] = rows.map((r) => ({ id: r.id, kind: r.kind, area: r.area, message: r.message, needed: r.needed, found: r.found, release: r.release, createdAt: r.createdAt.toISOString() }));
    return { data };
  });
}
