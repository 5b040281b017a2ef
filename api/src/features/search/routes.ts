import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { parseQuery } from '../../lib/validation';
import { searchPrograms } from './service';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  // Places come from the destinations, places left from the sessions: these tables' writes drop a cached answer.
  app.get('/api/search', { config: { catalogCache: ['programs', 'destinations', 'program_sessions'] } }, async (request) => {
    const query = parseQuery(searchQuerySchema, request.query);
    const { q, sort, facets, limit, offset, ...filters } = query;
    const found = await searchPrograms(ctx.database, { q, sort, limit, offset, filters, facets: facets === '1' });
    return { data: { ...found, limit: limit ?? 20, offset: offset ?? 0 } };
  });
}
