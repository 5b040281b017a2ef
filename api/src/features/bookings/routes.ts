import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bookingFilterSchema, bookingRequestSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { cancelBooking, createBooking, listMine } from './service';

const mineQuery = z.object({ status: bookingFilterSchema.optional() });

export async function bookingRoutes(app: FastifyInstance, ctx: AppContext) {
  const guards = authGuards(ctx);

  /** Open to visitors; linked to the account when a bearer token is sent. */
  app.post('/api/bookings', { preHandler: guards.optionalStrict }, async (request, reply) => {
    const payload = parseBody(bookingRequestSchema, request.body);
    return reply.status(201).send({ data: await createBooking(ctx.db, payload, request.user) });
  });

  app.get('/api/bookings/mine', { preHandler: guards.require() }, async (request) => {
    const { status } = parseQuery(mineQuery, request.query);
    return { data: await listMine(ctx.db, request.user!, status) };
  });

  app.post<{ Params: { id: string } }>('/api/bookings/:id/cancel', { preHandler: guards.require() }, async (request) => ({
    data: await cancelBooking(ctx.db, request.user!, parseId(request.params.id)),
  }));
}
