import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { parseQuery } from '../../lib/validation';
import { searchPrograms } from './service';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  // Places come from the destinations: both tables' writes drop a cached answer.
  app.get('/api/search', { config: { catalogCache: ['programs', 'destinations'] } }, async (request) => {
    const query = parseQuery(searchQuerySchema, request.query);
    const found = await searchPrograms(ctx.database, query);
    return { data: { ...found, limit: query.limit ?? 20, offset: query.offset ?? 0 } };
  });
}
