import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_MESSAGES, programsQuerySchema, safeString, textLanguageQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { authGuards } from '../../lib/auth';
import { badRequest, gone as goneError, notFound } from '../../lib/errors';
import { parseId, parseQuery } from '../../lib/validation';
import { todayUtc } from '../../read-model/filters';
import { listAnswer, listPrograms } from '../../read-model/list';
import { filtersInCurrency } from '../../read-model/price-currency';
import { cardsIn } from '../../read-model/translations';
import { registerNextDatesJob } from './next-dates';
import { findById, findByName, findBySlug, related } from './service';

const byNameQuery = z.object({ name: safeString(200).pipe(z.string().trim().min(1, { error: 'name is required' })) });
const SLUG = /^[a-z0-9-]{1,200}$/i;

export async function programRoutes(app: FastifyInstance, ctx: AppContext) {
  const { optional } = authGuards(ctx);
  /** Only reads: from a replica that has the visitor's own writes (lib/read-routing.ts). */
  const read = { preHandler: optional, config: { readReplica: true } };
  // The date sort's stored soonest dates are moved on by a periodic job, whichever process takes it.
  registerNextDatesJob(ctx, app.log);

  /** Optional category, country, city, limit and offset (or `after`), filters and sort; answers programs and total. The bearer token is accepted and not needed. */
  app.get('/api/programs', { config: { catalogCache: ['programs'] } }, async (request) => {
    const { currency, ...query } = parseQuery(programsQuerySchema, request.query);
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    // Price bounds and the price sort in the visitor's currency (read-model/price-currency.ts).
    const page = await listPrograms(ctx.database, await filtersInCurrency(ctx.database, query, currency, todayUtc()));
    return { data: listAnswer({ ...page, programs: await cardsIn(ctx.database, page.programs, lang) }) };
  });

  app.get<{ Params: { slug: string } }>('/api/programs/by-slug/:slug', read, async (request) => {
    if (!SLUG.test(request.params.slug)) throw badRequest('Invalid slug.');
    // An old slug answers the program with its current slug (the site redirects); a withdrawn program, 410.
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    const { program, gone } = await findBySlug(ctx.db, request.params.slug, request.user, lang);
    if (gone) throw goneError(ERROR_MESSAGES.programNotFound);
    if (!program) throw notFound(ERROR_MESSAGES.programNotFound);
    return { data: program };
  });

  app.get('/api/programs/by-name', read, async (request) => {
    const { name } = parseQuery(byNameQuery, request.query);
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    const program = await findByName(ctx.db, name, request.user, lang);
    if (!program) throw notFound(ERROR_MESSAGES.programNotFound);
    return { data: program };
  });

  app.get<{ Params: { id: string } }>('/api/programs/:id', read, async (request) => {
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    const program = await findById(ctx.db, parseId(request.params.id), request.user, lang);
    if (!program) throw notFound(ERROR_MESSAGES.programNotFound);
    return { data: program };
  });

  app.get<{ Params: { id: string } }>('/api/programs/:id/related', read, async (request) => {
    const program = await findById(ctx.db, parseId(request.params.id), request.user);
    if (!program) throw notFound(ERROR_MESSAGES.programNotFound);
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    return { data: await cardsIn(ctx.database, await related(ctx.db, program), lang) };
  });
}
