import type { FastifyInstance } from 'fastify';
import { calendarQuerySchema, newBlockSchema, newSessionSchema, sessionChangeSchema } from '@wellness/shared/host-tools/schemas';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { parseBody, parseId, parseQuery } from '../../lib/validation';
import { addBlock, addSession, changeSession, hostCalendar, removeBlock, removeSession } from './service';

/** The calendar of hosts (program creators and facilities): their sessions, bookings and blocked days. */
export async function calendarRoutes(app: FastifyInstance, ctx: AppContext) {
  const host = { preHandler: authGuards(ctx).require(['user', 'facility']) };
  /** Only reads: from a replica that has the host's own writes (lib/read-routing.ts). */
  const read = { ...host, config: { readReplica: true } };

  app.get('/api/my/calendar', read, async (request) => {
    const { from, to } = parseQuery(calendarQuerySchema, request.query);
    return { data: await hostCalendar(ctx.database, request.user!.id, from, to) };
  });

  app.post('/api/my/calendar/sessions', host, async (request, reply) => {
    const input = parseBody(newSessionSchema, request.body);
    return reply.status(201).send({ data: await addSession(ctx.database, request.user!.id, input) });
  });

  app.patch<{ Params: { id: string } }>('/api/my/calendar/sessions/:id', host, async (request) => {
    const id = parseId(request.params.id);
    return { data: await changeSession(ctx.database, request.user!.id, id, parseBody(sessionChangeSchema, request.body)) };
  });

  app.delete<{ Params: { id: string } }>('/api/my/calendar/sessions/:id', host, async (request) => {
    const id = parseId(request.params.id);
    await removeSession(ctx.database, request.user!.id, id);
    return { data: { id, deleted: true } };
  });

  app.post('/api/my/calendar/blocks', host, async (request, reply) => {
    const input = parseBody(newBlockSchema, request.body);
    return reply.status(201).send({ data: await addBlock(ctx.database, request.user!.id, input) });
  });

  app.delete<{ Params: { id: string } }>('/api/my/calendar/blocks/:id', host, async (request) => {
    const id = parseId(request.params.id);
    await removeBlock(ctx.database, request.user!.id, id);
    return { data: { id, deleted: true } };
  });
}
