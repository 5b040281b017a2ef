import type { FastifyInstance } from 'fastify';
import { priceBandsIn, searchQuerySchema, textLanguageQuerySchema } from '@wellness/shared/domain';
import type { AppContext } from '../../context';
import { parseQuery } from '../../lib/validation';
import { searchPrograms } from './service';
import { planView } from '../../geo/bounds-sql';
import { todayUtc } from '../../read-model/filters';
import { filtersOnScale, priceScale } from '../../read-model/price-currency';
import { cardsIn } from '../../read-model/translations';

export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  // Places come from the destinations, places left from the sessions: these tables' writes drop a cached answer.
  app.get('/api/search', { config: { catalogCache: ['programs', 'destinations', 'program_sessions'] } }, async (request) => {
    const query = parseQuery(searchQuerySchema, request.query);
    // The visitor's language: its words match the translations' too, and the cards come in it (read-model/translations.ts).
    const { lang } = parseQuery(textLanguageQuerySchema, request.query);
    const { q, sort, facets, limit, offset, bbox, currency, ...rest } = query;
    // The map's view: read from the points' index when it holds few programs, else with its cells' keys (geo/bounds-sql.ts).
    const inView = bbox ? { ...rest, bbox: { ...bbox, ...(await planView(ctx.database, bbox)) } } : rest;
    // Price bounds, the price sort and the price bands in the visitor's currency (read-model/price-currency.ts).
    const { scale, rates } = await priceScale(ctx.database, currency, todayUtc());
    const { sort: _sort, ...filters } = filtersOnScale({ ...inView, sort }, scale);
    const priceBands = { bands: priceBandsIn(currency, rates), scale };
    const found = await searchPrograms(ctx.database, { q, sort, limit, offset, filters, facets: facets === '1', priceBands, lang });
    return { data: { ...found, programs: await cardsIn(ctx.database, found.programs, lang), limit: limit ?? 20, offset: offset ?? 0 } };
  });
}
