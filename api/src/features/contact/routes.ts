import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contactSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { authGuards } from '../../lib/auth';
import { idempotencyKeyOf, idempotent, sendAnswer } from '../../lib/idempotency';
import { parseBody } from '../../lib/validation';

export async function contactRoutes(app: FastifyInstance, ctx: AppContext) {
  const { optional } = authGuards(ctx);
  // Per IP (CONTACT_RATE_LIMIT): the form is open to anyone, so it is where spam would come in. An Idempotency-Key
  // makes a retry safe, as on bookings.
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const payload = parseBody(contactSchema, request.body);
    const key = idempotencyKeyOf(request);
    await ctx.limits.take('contact', request.ip, 'Too many messages.');
    const call = key ? { scope: request.user?.id ?? 'anonymous', route: 'POST /contact', key, request: payload, ttlMs: ctx.config.idempotencyKeyTtlMs } : null;
    const answer = await idempotent(ctx.db, call, async (tx) => {
      const [row] = await tx
        .insert(contactMessages)
        .values({ id: randomUUID(), userId: request.user?.id ?? null, name: payload.name, email: payload.email, phone: payload.phone ?? '', message: payload.message })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
      return { status: 201, data: { id: row!.id, createdAt: row!.createdAt.toISOString() } };
    });
    return sendAnswer(reply, answer);
  };
  // The shell posts to /contact; /api/contact is the same endpoint beside the other persisted features.
  app.post('/contact', { preHandler: optional }, handler);
  app.post('/api/contact', { preHandler: optional }, handler);
}
