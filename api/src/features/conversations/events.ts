import fastifySse from '@fastify/sse';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { authGuards } from '../../lib/auth';
import { unauthorized } from '../../lib/errors';
import { signToken, verifyToken } from '../../lib/tokens';
import { parseQuery } from '../../lib/validation';
import { latestEventId, LiveHub, pruneLiveEvents, type LiveConnection } from './live';
import { unreadTotal } from './store';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Drops live events older than the catch-up window. */
    'live.prune': Record<string, never>;
  }
}

/** A ticket of the live channel is good for this long (it only opens the stream; the stream then stays open). */
export const TICKET_TTL_SECONDS = 60;

const token = z.string().max(4096).optional();
const eventsQuery = z.object({
  ticket: token,
  // The contract's name: a ticket, or an access token (the logs keep query keys, never their values).
  access_token: token,
  lastEventId: z.string().max(20).optional(),
});

/**
 * The live channel: `POST /api/events/ticket` (signed in) gives a 60-second ticket, and `GET /api/events?ticket=…`
 * streams the account's LiveEvents as Server-Sent Events through @fastify/sse: each with its `id:` (live_events.id);
 * `Last-Event-ID` (the header EventSource sends on reconnect, or `lastEventId` in the query) replays what was missed;
 * a comment line every LIVE_HEARTBEAT_MS keeps proxies and the socket timeout from closing it.
 */
export async function liveRoutes(app: FastifyInstance, ctx: AppContext) {
  const hub = new LiveHub(ctx.database, app.log);
  app.addHook('onReady', async () => hub.start());
  // Open streams would hold the server's close forever: end them first.
  app.addHook('preClose', async () => hub.stop());
  ctx.jobs.register('live.prune', async (_payload, run) => pruneLiveEvents(ctx.database, run.now), { everyMs: 3_600_000 });

  await app.register(fastifySse, { heartbeatInterval: ctx.config.liveHeartbeatMs });

  app.post('/api/events/ticket', { preHandler: authGuards(ctx).require() }, async (request) => ({
    data: { ticket: await signToken(request.user!.id, ctx.tokenKeys, TICKET_TTL_SECONDS, Date.now(), 'events'), expiresInSeconds: TICKET_TTL_SECONDS },
  }));

  app.get('/api/events', { sse: 'only' }, async (request, reply) => {
    const query = parseQuery(eventsQuery, request.query);
    const claims =
      (query.ticket && (await verifyToken(query.ticket, ctx.tokenKeys, Date.now(), 'events'))) ||
      (query.access_token && ((await verifyToken(query.access_token, ctx.tokenKeys, Date.now(), 'events')) ?? (await verifyToken(query.access_token, ctx.tokenKeys)))) ||
      null;
    if (!claims) throw unauthorized('The live channel needs a ticket: POST /api/events/ticket, then ?ticket=…');
    const [user] = await ctx.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, claims.sub));
    if (!user || user.status !== 'active') throw unauthorized('Your session has expired. Please sign in again.');

    const named = request.headers['last-event-id'] ?? query.lastEventId;
    const lastId = typeof named === 'string' && /^\d{1,18}$/.test(named) ? Number(named) : await latestEventId(ctx.database, user.id);
    const sse = reply.sse!;
    sse.keepAlive();
    const connection: LiveConnection = {
      userId: user.id,
      lastId,
      send: async (events) => {
        for (const { id, event } of events) if (sse.isConnected) await sse.send({ id, data: event });
      },
      close: () => sse.close(),
    };
    sse.onClose(() => hub.remove(connection));
    hub.add(connection);
    // Headers now (a client knows it is connected), then what it missed, then where its badge stands.
    sse.sendHeaders();
    await hub.pull(connection);
    if (sse.isConnected) await sse.send({ data: { type: 'unread', unread: await unreadTotal((text, params) => ctx.database.query(text, params as never), user.id) } });
  });
}
