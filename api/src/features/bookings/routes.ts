import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bookingRequestSchema, bookingStateSchema, bookingTabSchema, optionalText, ownerReasonSchema, providerCancelSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { authGuards } from '../../lib/auth';
import { idempotencyKeyOf, idempotent, sendAnswer } from '../../lib/idempotency';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { createBooking } from './create';
import { cancelAsGuest, cancellationPreview, getBooking, listMine } from './guest';
import { registerBookingJobs } from './jobs';
import { listForOwner, moveAsOwner, type OwnerMove } from './owner';
import type { ProcessTx } from './process';

// `status` is the name older clients send.
const mineQuery = z.object({ tab: bookingTabSchema.optional(), status: bookingTabSchema.optional() });
const ownerQuery = z.object({
  state: bookingStateSchema.optional(),
  status: bookingStateSchema.optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, { error: 'page must be a whole number' })
    .transform(Number)
    .refine((n) => n >= 1, { error: 'page must be at least 1' })
    .optional(),
  // A part of the guest's name or email, the program's name or the booking's reference.
  q: optionalText(200).optional(),
});
/** A body is optional on the owner's decline (its reason may be left out). */
const bodyOrEmpty = (body: unknown) => (body === undefined || body === null ? {} : body);

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  registerBookingJobs(ctx);
  /** Runs a write of the booking process in one transaction. */
  const inTransaction = <T>(write: (tx: ProcessTx) => Promise<T>) => ctx.db.transaction((raw) => write({ db: raw as unknown as Db, jobs: ctx.jobs }));

  /**
   * Open to visitors; linked to the account when a bearer token is sent. Limited per account, or per IP without one
   * (BOOKING_RATE_LIMIT). The places are taken in the transaction that claims the Idempotency-Key and stores the
   * booking: a repeat of the key answers the first answer (with `Idempotent-Replayed: true`) and takes nothing.
   */
  app.post('/api/bookings', { preHandler: guards.optionalStrict }, async (request, reply) => {
    const payload = parseBody(bookingRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    await ctx.limits.take('booking', request.user ? `user:${request.user.id}` : `ip:${request.ip}`, 'Too many booking requests.');
    const call = key ? { scope: request.user?.id ?? 'anonymous', route: 'POST /api/bookings', key, request: payload, ttlMs: ctx.config.idempotencyKeyTtlMs } : null;
    const answer = await idempotent(ctx.db, call, async (tx) => ({ status: 201, data: await createBooking({ db: tx, jobs: ctx.jobs }, payload, request.user) }));
    return sendAnswer(reply, answer);
  });

  const signedIn = { preHandler: guards.require() };
  /** The guest's own bookings only read: from a replica that has replayed the guest's last write (lib/read-routing.ts). */
  const signedInRead = { ...signedIn, config: { readReplica: true } };
  app.get('/api/bookings/mine', signedInRead, async (request) => {
    const { tab, status } = parseQuery(mineQuery, request.query);
    return { data: await listMine(ctx.db, request.user!, tab ?? status) };
  });

  app.get<{ Params: { id: string } }>('/api/bookings/:id', signedInRead, async (request) => ({
    data: await getBooking(ctx.db, request.user!, parseId(request.params.id)),
  }));

  app.get<{ Params: { id: string } }>('/api/bookings/:id/cancellation', signedIn, async (request) => ({
    data: await cancellationPreview(ctx.db, request.user!, parseId(request.params.id)),
  }));

  app.post<{ Params: { id: string } }>('/api/bookings/:id/cancel', signedIn, async (request) => {
    const id = parseId(request.params.id);
    return { data: await inTransaction((tx) => cancelAsGuest(tx, request.user!, id)) };
  });

  // The bookings of the caller's own programs (program creators and facilities).
  const owner = { preHandler: guards.require(['user', 'facility']) };
  app.get('/api/my/booking-requests', owner, async (request) => {
    const { state, status, page, q } = parseQuery(ownerQuery, request.query);
    return { data: await listForOwner(ctx.db, request.user!, state ?? status, page ?? 1, new Date(), q) };
  });

  const ownerMove = (move: OwnerMove, reasonOf: (body: unknown) => string) => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const id = parseId(request.params.id);
    const reason = reasonOf(request.body);
    return { data: await inTransaction((tx) => moveAsOwner(tx, request.user!, id, move, reason)) };
  };
  app.post<{ Params: { id: string } }>('/api/my/booking-requests/:id/confirm', owner, (request) => ownerMove('confirm', () => '')(request));
  app.post<{ Params: { id: string } }>('/api/my/booking-requests/:id/decline', owner, (request) =>
    ownerMove('decline', (body) => parseBody(ownerReasonSchema, bodyOrEmpty(body)).reason)(request),
  );
  app.post<{ Params: { id: string } }>('/api/my/bookings/:id/cancel', owner, (request) =>
    ownerMove('cancel_by_provider', (body) => parseBody(providerCancelSchema, bodyOrEmpty(body)).reason)(request),
  );
}
