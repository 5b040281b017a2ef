// The schema of the catalogue search's query (GET /api/search), validated at the API's edge.
import { z } from 'zod';
import { DISPLAY_CURRENCIES } from '../domain/currency';
import { SEARCH_MAX_GUESTS, SEARCH_MONTH_PATTERN as MONTH_PATTERN, SEARCH_SORTS } from '../domain/search';
import { optionalText } from './fields';
import { boundsParam } from './map';
import { intParam, paginationQuerySchema } from './query';

const moneyParam = (name: string) =>
  z
    .string({ error: `${name} must be a number` })
    .regex(/^\d{1,8}$/, { error: `${name} must be a whole number of dollars` })
    .transform(Number);

/**
 * GET /api/search. Every criterion is optional; with `facets=1` the answer also counts, for each filter, how many
 * programs each of its values would leave (the other filters applied, not that filter itself).
 */
export const searchQuerySchema = paginationQuerySchema
  .extend({
    q: optionalText(200).default(''),
    /** A group (slug or name) or a form category (value or label), case-insensitively. */
    category: optionalText(100).optional(),
    country: optionalText(100).optional(),
    city: optionalText(100).optional(),
    minPrice: moneyParam('minPrice').optional(),
    maxPrice: moneyParam('maxPrice').optional(),
    /** The currency of minPrice, maxPrice and the price sort (the visitor's display currency); unset: each program's own. */
    currency: z.enum(DISPLAY_CURRENCIES, { error: `currency must be one of ${DISPLAY_CURRENCIES.join(', ')}` }).optional(),
    minNights: intParam('minNights', 0, 365).optional(),
    maxNights: intParam('maxNights', 0, 365).optional(),
    /** YYYY-MM: a session with places, or an available date, in that month from today on. */
    month: z.string({ error: 'month must be YYYY-MM' }).regex(MONTH_PATTERN, { error: 'month must be YYYY-MM' }).optional(),
    /** Programs with a session (or, without sessions, any available date) that has this many places left. */
    guests: intParam('guests', 1, SEARCH_MAX_GUESTS).optional(),
    /** `1`: instant-booking programs only. */
    instant: z.enum(['1'], { error: 'instant must be 1' }).optional(),
    minRating: intParam('minRating', 1, 5).optional(),
    sort: z.enum(SEARCH_SORTS, { error: `sort must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
    facets: z.enum(['1'], { error: 'facets must be 1' }).optional(),
    /** The map's view: programs whose point is inside (schemas/map.ts). */
    bbox: boundsParam.optional(),
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { error: 'minPrice must not be above maxPrice', path: ['minPrice'] })
  .refine((q) => q.minNights === undefined || q.maxNights === undefined || q.minNights <= q.maxNights, { error: 'minNights must not be above maxNights', path: ['minNights'] });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
