import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES, searchQuerySchema, textLanguageQuerySchema, WORLD_BOUNDS, zoomParam } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { badRequest, notFound } from '../../lib/errors';
import { parseQuery } from '../../lib/validation';
import { programPlace } from './place';
import { mapPins } from './pins';

const zoomQuery = z.object({ zoom: zoomParam.default(2) });
const SLUG = /^[a-z0-9-]{1,200}$/i;

export async function mapRoutes(app: FastifyInstance, ctx: AppContext) {
  const { optional } = authGuards(ctx);
  /** The search's criteria (bbox the view, the whole world without it), `zoom` (0–16) and `lang`: the view's clustered pins. */
  app.get('/api/search/pins', { config: { catalogCache: ['programs'] } }, async (request) => {
    const { q, sort: _sort, facets: _facets, limit: _limit, offset: _offset, bbox, ...filters } = parseQuery(searchQuerySchema, request.query);
    const { zoom } = parseQuery(zoomQuery, request.query);
    // The visitor's language: the words match its stems too, and a single program's pin is named in it.
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    return { data: await mapPins(ctx.database, { q, bounds: bbox ?? WORLD_BOUNDS, zoom, filters, lang }) };
  });

  app.get<{ Params: { slug: string } }>('/api/programs/by-slug/:slug/place', { preHandler: optional }, async (request) => {
    if (!SLUG.test(request.params.slug)) throw badRequest('Invalid slug.');
    const place = await programPlace(ctx.database, request.params.slug, request.user?.id ?? null);
    if (!place) throw notFound(ERROR_MESSAGES.programNotFound);
    return { data: place };
  });
}
