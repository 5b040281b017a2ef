import type { FastifyInstance } from 'fastify';
import { inboxQuerySchema, INBOX_PAGE_SIZE, inquirySchema, messageSchema, THREAD_MESSAGES, threadPageQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import type { RawQuery } from '../../db/client';
import { authGuards } from '../../lib/auth';
import { badRequest, HttpError, tooMany } from '../../lib/errors';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { liveRoutes } from './events';
import { registerEmailJobs, smtpSender } from '../../notify/sender';
import { inboxPage, parseInboxCursor, unreadTotal } from '../../notify/threads';
import { checkInquiry, openInquiry, postMessage, readThread, threadFor, threadOfBooking, threadPage } from './threads';
import { inTransaction as inTx, type Tx } from '../../db/transaction';

/** Threads between a guest and a program's owner, the inbox, the live channel and the email outbox's sender. */
export async function conversationRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEmailJobs(ctx.jobs, { database: ctx.database, config: ctx.config, send: smtpSender(ctx.config.smtpUrl), log: app.log });
  if (!ctx.config.smtpUrl) app.log.info('email: SMTP_URL is not set, mail is off (the outbox still fills)');
  await app.register(liveRoutes, ctx);

  const read: RawQuery = <T,>(text: string, params?: unknown[]) => ctx.database.query<T>(text, params as never);
  const inTransaction = <T>(write: (tx: Tx) => Promise<T>) => inTx(ctx, write);
  const signedIn = { preHandler: authGuards(ctx).require() };

  /** Sending is limited per account (MESSAGE_RATE_LIMIT); the 429 says so in the thread's own words. */
  const takeMessage = async (userId: string) => {
    try {
      await ctx.limits.take('messages', `user:${userId}`, THREAD_MESSAGES.tooMany);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429) throw tooMany(THREAD_MESSAGES.tooMany, (error as { retryAfterSeconds?: number }).retryAfterSeconds);
      throw error;
    }
  };

  app.post('/api/threads', signedIn, async (request, reply) => {
    const { programId, text } = parseBody(inquirySchema, request.body);
    const program = await checkInquiry(read, request.user!, programId);
    await takeMessage(request.user!.id);
    const thread = await inTransaction((tx) => openInquiry(tx, ctx.config, request.user!, program, text));
    return reply.code(201).send({ data: await threadPage(read, request.user!, thread, undefined) });
  });

  app.get('/api/threads', signedIn, async (request) => {
    const { after } = parseQuery(inboxQuerySchema, request.query);
    const cursor = parseInboxCursor(after);
    if (cursor === 'invalid') throw badRequest('after: Expected a cursor', { after: 'Expected a cursor' });
    return { data: await inboxPage(read, request.user!.id, cursor, INBOX_PAGE_SIZE) };
  });

  app.get('/api/threads/unread', signedIn, async (request) => ({ data: { unread: await unreadTotal(read, request.user!.id) } }));

  app.get<{ Params: { bookingId: string } }>('/api/threads/by-booking/:bookingId', signedIn, async (request) => {
    const thread = await threadOfBooking(read, request.user!, parseId(request.params.bookingId));
    return { data: await threadPage(read, request.user!, thread, undefined) };
  });

  app.get<{ Params: { id: string } }>('/api/threads/:id', signedIn, async (request) => {
    const thread = await threadFor(read, request.user!, parseId(request.params.id));
    const { before } = parseQuery(threadPageQuerySchema, request.query);
    return { data: await threadPage(read, request.user!, thread, before) };
  });

  app.post<{ Params: { id: string } }>('/api/threads/:id/messages', signedIn, async (request, reply) => {
    const thread = await threadFor(read, request.user!, parseId(request.params.id));
    const { text } = parseBody(messageSchema, request.body);
    await takeMessage(request.user!.id);
    const message = await inTransaction((tx) => postMessage(tx, ctx.config, request.user!, thread, text));
    return reply.code(201).send({ data: message });
  });

  app.post<{ Params: { id: string } }>('/api/threads/:id/read', signedIn, async (request) => {
    const thread = await threadFor(read, request.user!, parseId(request.params.id));
    return { data: { unread: await inTransaction((tx) => readThread(tx, request.user!, thread)) } };
  });
}
