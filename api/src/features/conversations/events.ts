import { randomUUID } from 'node:crypto';
import fastifySse from '@fastify/sse';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { authGuards, SESSION_ENDED } from '../../lib/auth';
import { HttpError, unauthorized } from '../../lib/errors';
import { signToken, verifyToken } from '../../lib/tokens';
import { parseQuery } from '../../lib/validation';
import { latestEventId, LiveHub, openStream, pruneLiveEvents, type LiveConnection } from '../../notify/live';
import { unreadTotal } from '../../notify/threads';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Drops live events older than the catch-up window. */
    'live.prune': Record<string, never>;
  }
}

/**
 * A ticket of the live channel is good for this long, and opens one stream; the stream then stays open while its
 * session does (the access token's lifetime, not signed out) and its account is active.
 */
export const TICKET_TTL_SECONDS = 60;
/** The longest a timer waits in Node (about 24.8 days); a session ending later is caught by the periodic check. */
const MAX_TIMER_MS = 2_147_483_647;

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

  // The ticket names its session and when that ends, and has an id of its own (one ticket, one stream).
  app.post('/api/events/ticket', { preHandler: authGuards(ctx).require() }, async (request) => {
    const session = request.authSession!;
    const extra = { jti: randomUUID(), sexp: session.expiresAt, ...(session.id ? { sid: session.id } : {}) };
    return { data: { ticket: await signToken(request.user!.id, ctx.tokenKeys, TICKET_TTL_SECONDS, Date.now(), 'events', extra), expiresInSeconds: TICKET_TTL_SECONDS } };
  });

  app.get('/api/events', { sse: 'only' }, async (request, reply) => {
    const query = parseQuery(eventsQuery, request.query);
    const ticket =
      (query.ticket && (await verifyToken(query.ticket, ctx.tokenKeys, Date.now(), 'events'))) ||
      (query.access_token && (await verifyToken(query.access_token, ctx.tokenKeys, Date.now(), 'events'))) ||
      null;
    const accessToken = !ticket && query.access_token ? await verifyToken(query.access_token, ctx.tokenKeys) : null;
    const claims = ticket ?? accessToken;
    if (!claims) throw unauthorized('The live channel needs a ticket: POST /api/events/ticket, then ?ticket=…');
    const [found] = await ctx.db
      .select({ id: users.id, status: users.status, revoked: sql<boolean>`EXISTS (SELECT 1 FROM revoked_sessions WHERE session_id = ${claims.sid ?? ''})` })
      .from(users)
      .where(eq(users.id, claims.sub));
    if (!found || found.status !== 'active') throw unauthorized('Your session has expired. Please sign in again.');
    if (found.revoked) throw unauthorized(SESSION_ENDED);
    const user = found;
    // One ticket opens one stream: its id is spent here, whichever process it reaches.
    if (ticket?.jti) {
      const spent = await ctx.database.query('INSERT INTO live_tickets_used (ticket_id, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (ticket_id) DO NOTHING RETURNING 1', [ticket.jti, ticket.exp]);
      if (spent.length === 0) throw unauthorized('This ticket was already used: ask for a new one (POST /api/events/ticket).');
    }
    // Streams per account, across every process (LIVE_STREAMS_PER_ACCOUNT).
    const max = ctx.config.liveStreamsPerAccount;
    const streamId = max > 0 ? randomUUID() : null;
    if (streamId && !(await openStream(ctx.database, { id: streamId, userId: user.id, sessionId: claims.sid ?? null }, max))) {
      throw new HttpError(429, 'TOO_MANY_STREAMS', `This account already has ${max} live connections open. Close a tab or window and try again.`);
    }
    // When the session ends (its access token expires), so does the stream.
    const sessionEnds = ticket ? ticket.sexp : accessToken?.exp;

    const named = request.headers['last-event-id'] ?? query.lastEventId;
    const lastId = typeof named === 'string' && /^\d{1,18}$/.test(named) ? Number(named) : await latestEventId(ctx.database, user.id);
    const sse = reply.sse!;
    sse.keepAlive();
    const connection: LiveConnection = {
      userId: user.id,
      streamId,
      sessionId: claims.sid ?? null,
      lastId,
      send: async (events) => {
        for (const { id, event } of events) if (sse.isConnected) await sse.send({ id, data: event });
      },
      close: () => sse.close(),
    };
    const endsIn = sessionEnds === undefined ? null : sessionEnds * 1000 - Date.now();
    const ending = endsIn !== null && endsIn < MAX_TIMER_MS ? setTimeout(() => sse.close(), Math.max(0, endsIn)) : undefined;
    ending?.unref();
    sse.onClose(() => {
      clearTimeout(ending);
      hub.remove(connection);
    });
    hub.add(connection);
    // Headers now (a client knows it is connected), then what it missed, then where its badge stands.
    sse.sendHeaders();
    await hub.pull(connection);
    if (sse.isConnected) await sse.send({ data: { type: 'unread', unread: await unreadTotal((text, params) => ctx.database.query(text, params as never), user.id) } });
  });
}
