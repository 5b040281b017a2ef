import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { icsImportSchema, newFeedSchema } from '@wellness/shared/host-tools/schemas';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { notFound } from '../../lib/errors';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { etagOf } from '../../lib/cache';
import { feedOf, listFeeds, makeFeed, removeFeed, renderFeed } from './feeds';
import { importIcs, removeImport } from './import';

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;
const NOT_FOUND = 'This calendar address is not in use (it was replaced or removed).';
const importScope = z.object({ programId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, { error: 'programId is not valid' }).optional() });

/** iCalendar: the host's private feeds (made, replaced, removed), the feeds themselves, and the import of an .ics file. */
export async function icalRoutes(app: FastifyInstance, ctx: AppContext) {
  const host = { preHandler: authGuards(ctx).require(['user', 'facility']) };

  app.get('/api/my/calendar/feeds', { ...host, config: { readReplica: true } }, async (request) => ({ data: await listFeeds(ctx.database, request.user!.id) }));

  /** Makes the feed of a scope, or replaces its address: the answer's `path` is the only time the address is shown. */
  app.post('/api/my/calendar/feeds', host, async (request, reply) => {
    const { programId } = parseBody(newFeedSchema, request.body ?? {});
    return reply.status(201).send({ data: await makeFeed(ctx.database, request.user!.id, programId ?? null) });
  });

  app.delete<{ Params: { id: string } }>('/api/my/calendar/feeds/:id', host, async (request) => {
    const id = parseId(request.params.id);
    await removeFeed(ctx.database, request.user!.id, id);
    return { data: { id, deleted: true } };
  });

  /**
   * The feed, for calendar apps (no sign-in: the address is the secret). Its ETag lets an app that polls often get a
   * 304 while nothing changed; `private` keeps shared caches from storing it.
   */
  app.get<{ Params: { file: string } }>('/api/ical/:file', { config: { readReplica: true } }, async (request, reply) => {
    const token = FEED_FILE.exec(request.params.file)?.[1];
    const scope = token ? await feedOf(ctx.database, token) : null;
    if (!scope) throw notFound(NOT_FOUND);
    const body = Buffer.from(await renderFeed(ctx.database, scope, ctx.config.siteUrl));
    // The stamp of each event is the moment it is written: the ETag is of the rest.
    const etag = etagOf(Buffer.from(body.toString('utf8').replace(/^DTSTAMP:.*$/gm, '')));
    reply.header('cache-control', 'private, max-age=300').header('etag', etag).header('content-disposition', 'inline; filename="calendar.ics"');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type('text/calendar; charset=utf-8').send(body);
  });

  /** An .ics file's busy days become blocked days under its name (an earlier import of that name is replaced). */
  // An .ics text escaped in JSON is larger than the file: room for the schema's 900 KB.
  app.post('/api/my/calendar/import', { ...host, bodyLimit: 2 * 1024 * 1024 }, async (request) => {
    const input = parseBody(icsImportSchema, request.body);
    return { data: await importIcs(ctx.database, request.user!.id, input, new Date().toISOString().slice(0, 10)) };
  });

  app.delete<{ Params: { name: string } }>('/api/my/calendar/imports/:name', host, async (request) => {
    const { programId } = parseQuery(importScope, request.query);
    const removed = await removeImport(ctx.database, request.user!.id, request.params.name, programId ?? null);
    return { data: { name: request.params.name, blocksRemoved: removed } };
  });
}
