import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bookingRequestSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { idempotencyKeyOf } from '../../lib/idempotency';
import { parseBody, parseId } from '../../lib/validation';
import { checkoutListener, readCheckout, registerMoneyJobs, startCheckout } from './money';
import { receiptsListener } from './receipts';

const addressHash = (ip: string) => createHash('sha256').update(`booking-address:${ip}`).digest('base64url').slice(0, 32);

/**
 * Checkout (money.ts): POST /api/checkouts takes the same booking as POST /api/bookings, prices it on the server and
 * answers the provider's payment page; the booking is made when the provider holds the money. GET reads where it
 * stands (the booking dialog asks until it is booked or failed). No card ever reaches these routes.
 */
export function checkoutRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);
  registerMoneyJobs(ctx);
  ctx.payments.onEvent(checkoutListener(ctx));
  ctx.payments.onEvent(receiptsListener);
  app.post('/api/checkouts', { preHandler: guards.optionalStrict }, async (request, reply) => {
    const payload = parseBody(bookingRequestSchema, request.body);
    await ctx.limits.take('booking', `ip:${request.ip}`, 'Too many booking requests.');
    if (request.user) await ctx.limits.take('bookingAccount', `user:${request.user.id}`, 'Too many booking requests.');
    return reply.code(201).send({ data: await startCheckout(ctx, payload, request.user, addressHash(request.ip), idempotencyKeyOf(request)) });
  });
  app.get<{ Params: { id: string } }>('/api/checkouts/:id', { preHandler: guards.optionalStrict }, async (request) => ({
    data: await readCheckout(ctx, parseId(request.params.id), request.user),
  }));
}
