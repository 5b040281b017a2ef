import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { bookingRequestSchema, bookingStateSchema, bookingTabSchema, optionalText, ownerReasonSchema, providerCancelSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema';
import { authGuards } from '../../lib/auth';
import { contentKey, idempotencyKeyOf, idempotent, sendAnswer, type IdempotentCall } from '../../lib/idempotency';
import { retryTransient } from '../../lib/retry';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { checkoutRoutes } from './checkout-routes';
import { manualPaymentRoutes } from './manual-routes';
import { createBooking } from './create';
import { bookingMoney, cancelAsGuest, cancellationPreview, getBooking, listMine } from './guest';
import { registerBookingJobs } from './jobs';
import { listForOwner, moveAsOwner, type OwnerMove } from './owner';
import { inTransaction as inTx, txOf, type Tx } from '../../db/transaction';

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
/** What a booking keeps of the address it came from: a hash, enough to count one address's places, never the address. */
const addressHash = (ip: string) => createHash('sha256').update(`booking-address:${ip}`).digest('base64url').slice(0, 32);

/** A body is optional on the owner's decline (its reason may be left out). */
const bodyOrEmpty = (body: unknown) => (body === undefined || body === null ? {} : body);

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  registerBookingJobs(ctx);
  checkoutRoutes(app, ctx);
  manualPaymentRoutes(app, ctx);
  /**
   * Runs a write of the booking process in one transaction, again when the database gave it up (a deadlock or a
   * serialization failure: lib/retry.ts).
   */
  const inTransaction = <T>(write: (tx: Tx) => Promise<T>) => retryTransient(() => inTx(ctx, write));
  const { bookingDedupeWindowMs, bookingPlacesPerGuest, idempotencyKeyTtlMs } = ctx.config;
  /** A booking answered again stands while it still holds its places; a canceled one does not (the same booking may be made again). */
  const stillLive = async (data: unknown, tx: Db) => {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') return false;
    const [row] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    return row?.status === 'requested' || row?.status === 'confirmed';
  };

  /**
   * Open to visitors; linked to the account when a bearer token is sent. Limited per address, signed in or not
   * (BOOKING_RATE_LIMIT), and per account besides (BOOKING_ACCOUNT_RATE_LIMIT); one party holds at most
   * BOOKING_PLACES_PER_GUEST places of a session (create.ts). The places are taken in the transaction that claims the
   * Idempotency-Key and stores the booking: a repeat of the key answers the first answer (with `Idempotent-Replayed:
   * true`) and takes nothing. Without a key, the same content from the same caller within
   * BOOKING_DEDUPE_WINDOW_SECONDS is the same booking, answered the same way while it is live.
   */
  app.post('/api/bookings', { preHandler: guards.optionalStrict }, async (request, reply) => {
    const payload = parseBody(bookingRequestSchema, request.body);
    const key = idempotencyKeyOf(request);
    await ctx.limits.take('booking', `ip:${request.ip}`, 'Too many booking requests.');
    if (request.user) await ctx.limits.take('bookingAccount', `user:${request.user.id}`, 'Too many booking requests.');
    const scope = request.user?.id ?? 'anonymous';
    const route = 'POST /api/bookings';
    const call: IdempotentCall | null = key
      ? { scope, route, key, request: payload, ttlMs: idempotencyKeyTtlMs }
      : bookingDedupeWindowMs > 0
        ? { scope, route: `${route} (same content)`, key: contentKey(route, payload), request: payload, ttlMs: bookingDedupeWindowMs, stands: stillLive }
        : null;
    const booker = { user: request.user, addressHash: addressHash(request.ip), placesPerGuest: bookingPlacesPerGuest };
    const answer = await retryTransient(() =>
      idempotent(ctx.db, call, async (tx) => ({ status: 201, data: await createBooking(txOf(tx, ctx.jobs), payload, booker) })),
    );
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

  app.get<{ Params: { id: string } }>('/api/bookings/:id/money', signedIn, async (request) => ({
    data: await bookingMoney(ctx.db, request.user!, parseId(request.params.id), ctx.config.balanceDueDays),
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
