// The catalogue search: one API (GET /api/search) asked by the search page, the programs lists, the explore dropdown and
// the assistant, and one URL (/search?…) that the search page reads and every other place links to.
import { z } from 'zod';
import { optionalText } from './fields';
import { intParam, paginationQuerySchema } from './schemas';
import type { ProgramSummary, SearchPlace } from './types';
import { SEARCH_MAX_GUESTS, SEARCH_MONTH_PATTERN as MONTH_PATTERN, SEARCH_SORTS } from './searchCriteria';

// The URL's criteria, reading and writing (no zod), are in searchCriteria.ts; this file adds the API's query schema and answer.
export * from './searchCriteria';

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
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { error: 'minPrice must not be above maxPrice', path: ['minPrice'] })
  .refine((q) => q.minNights === undefined || q.maxNights === undefined || q.minNights <= q.maxNights, { error: 'minNights must not be above maxNights', path: ['minNights'] });
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** One value of a filter and how many programs choosing it would leave. */
export interface SearchFacetValue {
  /** As written in the URL and the API's query (`category=detox`, `month=2027-03`, `minRating=4`, `price=0-1000`). */
  value: string;
  /** As shown ("Detox", "March 2027", "4+ stars", "Under $1,000"). */
  label: string;
  count: number;
}

/** The counts of GET /api/search?facets=1: each filter's values, counted with the other filters applied. */
export interface SearchFacets {
  /**
   * The filters leave more programs than the API counts for one search: every count is then at least its value (shown
   * "40+"), and a value counted 0 may still have programs. False when every count is exact.
   */
  capped: boolean;
  /** The six categories (Wellness, Detox…), each as its value (`category=detox`). */
  categories: SearchFacetValue[];
  /**
   * The four groups (`category=spa-relaxation`), counted apart: a group holds whole categories, so a list of both
   * would count the same programs twice ("Spa" beside "Spa & Relaxation").
   */
  groups: SearchFacetValue[];
  countries: SearchFacetValue[];
  /** Cities of the chosen country (all cities when none is chosen), most programs first. */
  cities: SearchFacetValue[];
  /** Price bands (PRICE_BANDS): value `min-max` in dollars, `min-` for the last. */
  prices: SearchFacetValue[];
  /** Length bands (NIGHT_BANDS): value `min-max` nights. */
  nights: SearchFacetValue[];
  /** The next 12 months from this one, value YYYY-MM. */
  months: SearchFacetValue[];
  /** How many of the matches book instantly. */
  instant: number;
  /** value `4`, `3`…: averages of at least that many stars. */
  ratings: SearchFacetValue[];
}

/** GET /api/search */
export interface SearchResponse {
  programs: ProgramSummary[];
  /** Matches counted up to SEARCH_TOTAL_CAP: when more match, `total` is the cap and `totalCapped` is true ("1,000+"). */
  total: number;
  totalCapped: boolean;
  /** Countries and cities whose names hold the words (at most 8). */
  places: SearchPlace[];
  limit: number;
  offset: number;
  /** With `facets=1`. */
  facets?: SearchFacets;
}
