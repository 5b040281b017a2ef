import type { FastifyInstance } from 'fastify';
import { searchQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { sendData } from '../../lib/reply';
import { parseQuery } from '../../lib/validation';
import { placeIndex, searchJson } from './service';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const places = placeIndex(ctx.database);
  app.get('/api/search', { config: { catalogCache: true } }, async (request, reply) =>
    sendData(reply, await searchJson(ctx.catalog, places, parseQuery(searchQuerySchema, request.query))),
  );
}
