import type { FastifyInstance } from 'fastify';
import { heroSlides, insights, pricingPlans, team } from '@wellness/shared/data';
import { hasOnlySupportedCharacters, textLanguageQuerySchema, VALIDATION_MESSAGES } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import type { CatalogTable } from '../../lib/cache';
import { badRequest } from '../../lib/errors';
import { listByLocation } from '../../read-model/public';
import { cardsIn } from '../../read-model/translations';
import { parseQuery } from '../../lib/validation';
import { listCategories, listCategoryOptions, listDestinations, listFaqs } from './service';

/** Fastify decodes path parameters; the same text rule as every field applies (no NUL, no control characters). */
function place(value: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > 100) throw badRequest(`Invalid ${what}.`);
  if (!hasOnlySupportedCharacters(trimmed)) throw badRequest(`${what}: ${VALIDATION_MESSAGES.unsupportedCharacters}`, { [what]: VALIDATION_MESSAGES.unsupportedCharacters });
  return trimmed;
}

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  // Each cached answer names the tables it shows: a write to one of them drops it (lib/cache.ts).
  const cached = (...tables: CatalogTable[]) => ({ config: { catalogCache: tables } });
  app.get('/program-categories', cached('program_groups', 'programs'), async () => ({ data: await listCategories(ctx.db) }));
  app.get('/program-categories/options', cached('categories'), async () => ({ data: await listCategoryOptions(ctx.db) }));
  app.get('/destinations', cached('destinations'), async () => ({ data: await listDestinations(ctx.db) }));
  app.get('/faqs', cached('faqs'), async () => ({ data: await listFaqs(ctx.db) }));

  // Cards in the visitor's language (`lang`, read-model/translations.ts).
  const lang = (query: unknown) => parseQuery(textLanguageQuerySchema, query).lang;
  app.get<{ Params: { country: string } }>('/programs/location/:country', cached('programs'), async (request) => ({
    data: await cardsIn(ctx.database, await listByLocation(ctx.db, place(request.params.country, 'country')), lang(request.query)),
  }));
  app.get<{ Params: { country: string; city: string } }>('/programs/location/:country/:city', cached('programs'), async (request) => ({
    data: await cardsIn(ctx.database, await listByLocation(ctx.db, place(request.params.country, 'country'), place(request.params.city, 'city')), lang(request.query)),
  }));

  // Marketing content ships with the code (no admin edits it), so it is served from the sample data as is.
  app.get('/api/content/team', async () => ({ data: team }));
  app.get('/api/content/pricing-plans', async () => ({ data: pricingPlans }));
  app.get('/api/content/hero-slides', async () => ({ data: heroSlides }));
  app.get('/api/content/insights', async () => ({ data: insights }));
}
