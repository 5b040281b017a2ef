import type { FastifyInstance } from 'fastify';
import { reviewPageQuerySchema, textLanguageQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { badRequest, notFound } from '../../lib/errors';
import { parseQuery } from '../../lib/validation';
import { cardsIn, reviewsIn } from '../../read-model/translations';
import { providerProfile, providerReviews } from './service';

const SLUG = /^[a-z0-9-]{1,200}$/i;
const NOT_FOUND = 'Provider not found.';

export async function providerRoutes(app: FastifyInstance, ctx: AppContext) {
  /** Only reads: from a replica (lib/read-routing.ts). */
  const read = { config: { readReplica: true } };
  app.get<{ Params: { slug: string } }>('/api/providers/:slug', read, async (request) => {
    if (!SLUG.test(request.params.slug)) throw badRequest('Invalid slug.');
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    const profile = await providerProfile(ctx.database, request.params.slug);
    if (!profile) throw notFound(NOT_FOUND);
    // Its programs' cards, and the programs its latest reviews name, in the visitor's language (read-model/translations.ts).
    const [programs, latestReviews] = await Promise.all([cardsIn(ctx.database, profile.programs, lang), reviewsIn(ctx.database, profile.latestReviews, lang)]);
    return { data: { ...profile, programs, latestReviews } };
  });

  app.get<{ Params: { slug: string } }>('/api/providers/:slug/reviews', read, async (request) => {
    if (!SLUG.test(request.params.slug)) throw badRequest('Invalid slug.');
    const { sort, page } = parseQuery(reviewPageQuerySchema, request.query);
    const reviews = await providerReviews(ctx.database, request.params.slug, sort, page);
    if (!reviews) throw notFound(NOT_FOUND);
    return { data: reviews };
  });
}
