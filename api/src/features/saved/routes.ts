import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { parseId } from '../../lib/validation';
import { save, savedIds, savedPrograms, unsave } from './service';

/** Saved programs of the signed-in account (any role). */
export async function savedRoutes(app: FastifyInstance, ctx: AppContext) {
  const signedIn = { preHandler: authGuards(ctx).require() };
  app.get('/api/saved', signedIn, async (request) => ({ data: await savedPrograms(ctx.database, request.user!.id) }));
  app.get('/api/saved/ids', signedIn, async (request) => ({ data: await savedIds(ctx.database, request.user!.id) }));
  app.put<{ Params: { programId: string } }>('/api/saved/:programId', signedIn, async (request) => ({
    data: await save(ctx.database, request.user!.id, parseId(request.params.programId)),
  }));
  app.delete<{ Params: { programId: string } }>('/api/saved/:programId', signedIn, async (request) => ({
    data: await unsave(ctx.database, request.user!.id, parseId(request.params.programId)),
  }));
}
