import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingFilterSchema, bookingRequestSchema, bookingRequestsQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { idempotencyKeyOf, idempotent, sendAnswer } from '../../lib/idempotency';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { cancelBooking, createBooking, decideRequest, listMine, listOwnerRequests } from './service';

const mineQuery = z.object({ status: bookingFilterSchema.optional() });

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);

  /**
   * Open to visitors; linked to the account when a bearer token is sent. Limited per account, or per IP without one
   * (BOOKING_RATE_LIMIT). An Idempotency-Key makes a retry safe: the same key from the same caller answers the first
   * answer (with `Idempotent-Replayed: true`) and writes nothing (lib/idempotency.ts).
   */
  app.post('/api/bookings', { preHandler: guards.optionalStrict }, async (request, reply) => {
    const payload = parseBody(bookingRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    await ctx.limits.take('booking', request.user ? `user:${request.user.id}` : `ip:${request.ip}`, 'Too many booking requests.');
    const call = key ? { scope: request.user?.id ?? 'anonymous', route: 'POST /api/bookings', key, request: payload, ttlMs: ctx.config.idempotencyKeyTtlMs } : null;
    const answer = await idempotent(ctx.db, call, async (tx) => ({ status: 201, data: await createBooking(tx, payload, request.user) }));
    return sendAnswer(reply, answer);
  });

  app.get('/api/bookings/mine', { preHandler: guards.require() }, async (request) => {
    const { status } = parseQuery(mineQuery, request.query);
    return { data: await listMine(ctx.db, request.user!, status) };
  });

  app.post<{ Params: { id: string } }>('/api/bookings/:id/cancel', { preHandler: guards.require() }, async (request) => ({
    data: await cancelBooking(ctx.db, request.user!, parseId(request.params.id)),
  }));

  // Booking requests for the caller's own programs (program creators and facilities).
  const owner = { preHandler: guards.require(['user', 'facility']) };
  app.get('/api/my/booking-requests', owner, async (request) => {
    const { status } = parseQuery(bookingRequestsQuerySchema, request.query);
    return { data: await listOwnerRequests(ctx.db, request.user!, status) };
  });
  app.post<{ Params: { id: string } }>('/api/my/booking-requests/:id/confirm', owner, async (request) => ({
    data: await decideRequest(ctx.db, request.user!, parseId(request.params.id), 'confirmed'),
  }));
  app.post<{ Params: { id: string } }>('/api/my/booking-requests/:id/decline', owner, async (request) => ({
    data: await decideRequest(ctx.db, request.user!, parseId(request.params.id), 'declined'),
  }));
}
