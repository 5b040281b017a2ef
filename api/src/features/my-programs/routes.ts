import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listQuerySchema, ownerReasonSchema, PROGRAM_STATUSES, programFormSchema, programStatusChangeSchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { createProgram, deleteProgram, getOwned, listOwned, ownedSessions, sentTerms, setOwnedStatus, updateProgram, withdrawProgram } from './service';

// One status (or all), paged (limit, offset) and searched (q: a part of the name or the location).
const listQuery = listQuerySchema.extend({ status: z.enum(PROGRAM_STATUSES, { error: 'Unknown status' }).optional() });

/** Programs owned by program creators (role user) and facilities. */
export async function myProgramRoutes(app: FastifyInstance, ctx: AppContext) {
  const owner = { preHandler: authGuards(ctx).require(['user', 'facility']) };

  app.get('/api/my/programs', owner, async (request) => ({ data: await listOwned(ctx.db, request.user!, parseQuery(listQuery, request.query)) }));

  app.post('/api/my/programs', owner, async (request, reply) => {
    const form = parseBody(programFormSchema, request.body);
    return reply.status(201).send({ data: await createProgram(ctx, request.user!, form, sentTerms(request.body)) });
  });

  app.get<{ Params: { id: string } }>('/api/my/programs/:id', owner, async (request) => ({ data: await getOwned(ctx.db, request.user!, parseId(request.params.id)) }));

  app.get<{ Params: { id: string } }>('/api/my/programs/:id/sessions', owner, async (request) => ({
    data: await ownedSessions(ctx.db, request.user!, parseId(request.params.id)),
  }));

  app.put<{ Params: { id: string } }>('/api/my/programs/:id', owner, async (request) => {
    const id = parseId(request.params.id);
    const form = parseBody(programFormSchema, request.body);
    return { data: await updateProgram(ctx, request.user!, id, form, sentTerms(request.body)) };
  });

  app.patch<{ Params: { id: string } }>('/api/my/programs/:id/status', owner, async (request) => {
    const id = parseId(request.params.id);
    const { status } = parseBody(programStatusChangeSchema, request.body);
    return { data: await setOwnedStatus(ctx.db, request.user!, id, status) };
  });

  // Out of the catalogue, its live bookings ended (declined, or canceled by the host with a full refund); `reason`
  // optional, told to the guests after "The host withdrew this program."
  app.post<{ Params: { id: string } }>('/api/my/programs/:id/withdraw', owner, async (request) => {
    const id = parseId(request.params.id);
    const { reason } = parseBody(ownerReasonSchema, request.body ?? {});
    return { data: await withdrawProgram(ctx, request.user!, id, reason) };
  });

  // 409 HAS_LIVE_BOOKINGS while a booking is requested or confirmed: withdraw it instead.
  app.delete<{ Params: { id: string } }>('/api/my/programs/:id', owner, async (request) => {
    const id = parseId(request.params.id);
    await deleteProgram(ctx, request.user!, id);
    return { data: { id, deleted: true } };
  });
}
