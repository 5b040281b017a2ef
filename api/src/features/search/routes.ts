import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { parseQuery } from '../../lib/validation';
import { search } from './service';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/search', { config: { catalogCache: true } }, async (request) => ({ data: await search(ctx.db, parseQuery(searchQuerySchema, request.query)) }));
}
