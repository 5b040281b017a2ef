// The catalogue search: one API (GET /api/search) asked by the search page, the programs lists, the explore dropdown and
// the assistant, and one URL (/search?…) that the search page reads and every other place links to: its criteria,
// reading and writing them, and the API's answer. The API's query schema is in @wellness/shared/schemas.
import { DEFAULT_CURRENCY } from './booking';
import { CATEGORY_OPTIONS, PROGRAM_GROUPS } from './constants';
import { convertAmount, type ExchangeRates } from './currency';
import { formatBounds, parseBounds } from './map';
import type { ProgramSummary, SearchPlace } from './types';

/** `relevance` (the default with words; without words it is the catalogue's own order, oldest first) and the rest. */
export const SEARCH_SORTS = ['relevance', 'price-asc', 'price-desc', 'duration-asc', 'duration-desc', 'date-asc', 'rating-desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Programs per page of the search page. */
export const SEARCH_PAGE_SIZE = 12;
/** The deepest page the search page offers (pages beyond SEARCH_TOTAL_CAP matches are not counted). */
export const SEARCH_MAX_PAGE = 84;
/** Most guests one search asks places for. */
export const SEARCH_MAX_GUESTS = 20;

/** A month as the URL and the API write it: YYYY-MM. */
export const SEARCH_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The price bands the search page offers and counts. */
export const PRICE_BANDS = [
  { min: 0, max: 1000, label: 'Under $1,000' },
  { min: 1000, max: 3000, label: '$1,000–3,000' },
  { min: 3000, max: 6000, label: '$3,000–6,000' },
  { min: 6000, max: undefined, label: '$6,000 and more' },
] as const;
/** A price band's bounds: `max` undefined is "and more". */
export interface PriceBand {
  min: number;
  max: number | undefined;
}

/** The steps a band's bound is rounded to, times a power of ten: the amounts a person writes (no library rounds "nicely"). */
const ROUND_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 7.5, 8, 9, 10];

/** The round amount nearest to `amount` (by ratio): 460 → 500, 920 → 900, 2,760 → 3,000, 151,300 → 150,000. */
export function roundAmount(amount: number): number {
  if (!(amount > 0)) return 0;
  const power = 10 ** Math.floor(Math.log10(amount));
  const ratio = amount / power;
  const step = ROUND_STEPS.reduce((best, s) => (Math.abs(Math.log(s / ratio)) < Math.abs(Math.log(best / ratio)) ? s : best));
  return Math.round(step * power);
}

/**
 * The search's price bands in `currency`: the dollar bands (PRICE_BANDS) converted at `rates` and rounded, so a visitor
 * choosing euros picks "Under 900 €" rather than a dollar amount; the dollar bands themselves without fresh rates (the
 * API then compares the programs' own amounts). The API counts the same bands (features/search/facets.ts).
 */
export function priceBandsIn(currency: string | undefined, rates: ExchangeRates | null | undefined): PriceBand[] {
  const dollars = PRICE_BANDS.map(({ min, max }) => ({ min, max }));
  if (!currency || currency === DEFAULT_CURRENCY || !rates?.fresh) return dollars;
  const edge = (amount: number) => convertAmount(amount, DEFAULT_CURRENCY, currency, rates.perEuro);
  if (dollars.some((b) => b.max !== undefined && edge(b.max) === null)) return dollars;
  return dollars.map(({ min, max }) => ({ min: roundAmount(edge(min) ?? 0), max: max === undefined ? undefined : roundAmount(edge(max) ?? 0) }));
}

/** The length bands the search page offers and counts. */
export const NIGHT_BANDS = [
  { min: 0, max: 3, label: 'Up to 3 nights' },
  { min: 4, max: 7, label: '4–7 nights' },
  { min: 8, max: 14, label: '8–14 nights' },
  { min: 15, max: undefined, label: '15 nights or more' },
] as const;

/** What a search asks, as the search page's URL holds it. */
export interface SearchCriteria {
  q?: string | undefined;
  category?: string | undefined;
  country?: string | undefined;
  city?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  minNights?: number | undefined;
  maxNights?: number | undefined;
  month?: string | undefined;
  guests?: number | undefined;
  instant?: boolean | undefined;
  minRating?: number | undefined;
  sort?: SearchSort | undefined;
  /** 1-based; 1 is not written. */
  page?: number | undefined;
  /** The map's searched area, `west,south,east,north` (domain/map.ts). */
  bbox?: string | undefined;
  /** The map is shown (the page's own state: not a criterion of the API's). */
  map?: boolean | undefined;
}

/** The URL's parameters, in the one order every link and canonical URL writes them. */
const SEARCH_PARAM_ORDER = ['q', 'category', 'country', 'city', 'minPrice', 'maxPrice', 'minNights', 'maxNights', 'month', 'guests', 'instant', 'minRating', 'bbox', 'sort', 'page', 'map'] as const;

/** The search page's path. */
export const SEARCH_PATH = '/search';

/** The query string (without `?`) of `criteria`, parameters in SEARCH_PARAM_ORDER, defaults left out. */
function searchQueryString(criteria: SearchCriteria): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_PARAM_ORDER) {
    const value = criteria[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === 'relevance') continue;
    params.set(key, value === true ? '1' : String(value));
  }
  return params.toString();
}

/** The search page's address for `criteria` (`/search` alone for none). */
export function searchHref(criteria: SearchCriteria): string {
  const query = searchQueryString(criteria);
  return query ? `${SEARCH_PATH}?${query}` : SEARCH_PATH;
}

/**
 * What the page did with a value of the URL it could not use as it was: `code` and `values` for the page to say it in
 * its language (the catalog's `catalog-search-corrections` catalogue), `message` the same in English.
 */
export type SearchCorrectionCode =
  | 'unreadable' | 'outOfRange' | 'unknownCategory' | 'pricesSwapped' | 'nightsSwapped' | 'badMonth' | 'badInstant' | 'unknownSort' | 'badPage' | 'badBbox';

/** A value of the URL the page could not use as it was, and what it did instead (shown to the visitor). */
export interface SearchCorrection {
  param: (typeof SEARCH_PARAM_ORDER)[number];
  code: SearchCorrectionCode;
  /** The value as the address gave it (`value`), the bounds it missed (`min`, `max`). */
  values: { value?: string; min?: number; max?: number };
  message: string;
}

const categoryKnown = (value: string) => {
  const wanted = value.trim().toLowerCase();
  return PROGRAM_GROUPS.some((g) => g.slug === wanted || g.type.toLowerCase() === wanted) || CATEGORY_OPTIONS.some((o) => o.value === wanted || o.label.toLowerCase() === wanted);
};

/**
 * The criteria of a search page URL, forgiving: a value that cannot be used is left out (or, for bounds the wrong way
 * round, swapped) and named in `corrections`, so a shared or hand-edited link still shows a real search, never an
 * error page and never a made-up one.
 */
export function readSearchParams(params: URLSearchParams): { criteria: SearchCriteria; corrections: SearchCorrection[] } {
  const corrections: SearchCorrection[] = [];
  const criteria: SearchCriteria = {};
  const text = (key: 'q' | 'category' | 'country' | 'city', max: number) => {
    const value = params.get(key)?.trim();
    if (!value) return undefined;
    // Control characters are exactly what this looks for (a pasted or hand-edited link), hence the rule's exception.
    // eslint-disable-next-line no-control-regex
    if (value.length > max || /[\u0000-\u001f]/.test(value)) {
      corrections.push({ param: key, code: 'unreadable', values: {}, message: `The ${key} in the address could not be read and was left out.` });
      return undefined;
    }
    return value;
  };
  const whole = (key: 'minPrice' | 'maxPrice' | 'minNights' | 'maxNights' | 'guests' | 'minRating', min: number, max: number, what: string) => {
    const raw = params.get(key)?.trim();
    if (!raw) return undefined;
    const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (Number.isInteger(n) && n >= min && n <= max) return n;
    corrections.push({ param: key, code: 'outOfRange', values: { value: raw, min, max }, message: `${what} "${raw}" is not between ${min} and ${max}, so it was left out.` });
    return undefined;
  };
  criteria.q = text('q', 200);
  const category = text('category', 100);
  if (category && !categoryKnown(category)) corrections.push({ param: 'category', code: 'unknownCategory', values: { value: category }, message: `There is no category "${category}", so every category is shown.` });
  else criteria.category = category;
  criteria.country = text('country', 100);
  criteria.city = text('city', 100);
  criteria.minPrice = whole('minPrice', 0, 99_999_999, 'The lowest price');
  criteria.maxPrice = whole('maxPrice', 0, 99_999_999, 'The highest price');
  if (criteria.minPrice !== undefined && criteria.maxPrice !== undefined && criteria.minPrice > criteria.maxPrice) {
    [criteria.minPrice, criteria.maxPrice] = [criteria.maxPrice, criteria.minPrice];
    corrections.push({ param: 'minPrice', code: 'pricesSwapped', values: {}, message: 'The lowest price was above the highest, so the two were swapped.' });
  }
  criteria.minNights = whole('minNights', 0, 365, 'The fewest nights');
  criteria.maxNights = whole('maxNights', 0, 365, 'The most nights');
  if (criteria.minNights !== undefined && criteria.maxNights !== undefined && criteria.minNights > criteria.maxNights) {
    [criteria.minNights, criteria.maxNights] = [criteria.maxNights, criteria.minNights];
    corrections.push({ param: 'minNights', code: 'nightsSwapped', values: {}, message: 'The fewest nights were above the most, so the two were swapped.' });
  }
  const month = params.get('month')?.trim();
  if (month && SEARCH_MONTH_PATTERN.test(month)) criteria.month = month;
  else if (month) corrections.push({ param: 'month', code: 'badMonth', values: { value: month }, message: `The month "${month}" is not a month like 2027-03, so every month is shown.` });
  criteria.guests = whole('guests', 1, SEARCH_MAX_GUESTS, 'The number of guests');
  const instant = params.get('instant');
  if (instant === '1') criteria.instant = true;
  else if (instant) corrections.push({ param: 'instant', code: 'badInstant', values: {}, message: 'Only "instant=1" asks for instant booking, so it was left out.' });
  criteria.minRating = whole('minRating', 1, 5, 'The minimum rating');
  const sort = params.get('sort');
  if (sort && (SEARCH_SORTS as readonly string[]).includes(sort)) criteria.sort = sort as SearchSort;
  else if (sort) corrections.push({ param: 'sort', code: 'unknownSort', values: { value: sort }, message: `There is no sort "${sort}", so the results are sorted by relevance.` });
  // Any page number is kept, past the last too: the page then names the real last page (counted from the answer).
  const page = params.get('page')?.trim();
  if (page && /^\d{1,9}$/.test(page) && Number(page) >= 1) criteria.page = Number(page);
  else if (page) corrections.push({ param: 'page', code: 'badPage', values: { value: page }, message: `"${page}" is not a page number, so the first page is shown.` });
  const bbox = params.get('bbox');
  const bounds = parseBounds(bbox);
  if (bounds) criteria.bbox = formatBounds(bounds);
  else if (bbox) corrections.push({ param: 'bbox', code: 'badBbox', values: {}, message: 'The map area in the address could not be read, so programs everywhere are shown.' });
  if (params.get('map') === '1') criteria.map = true;
  for (const key of Object.keys(criteria) as (keyof SearchCriteria)[]) if (criteria[key] === undefined) delete criteria[key];
  return { criteria, corrections };
}

/**
 * The API query (GET /api/search) for one page of `criteria`: `limit` programs from `(page - 1) × limit`, or from
 * `offset` when given (a programs list grown by "Show more" starts at its own page's first program).
 */
export function searchApiParams(criteria: SearchCriteria, options: { limit?: number; facets?: boolean; offset?: number } = {}): Record<string, string> {
  const limit = options.limit ?? SEARCH_PAGE_SIZE;
  const params: Record<string, string> = Object.fromEntries(new URLSearchParams(searchQueryString({ ...criteria, page: undefined, map: undefined })));
  params.limit = String(limit);
  // A page past the deepest one offered asks for the one after it: an empty page with the total, whatever the number.
  const offset = options.offset ?? (Math.min(criteria.page ?? 1, SEARCH_MAX_PAGE + 1) - 1) * limit;
  if (offset > 0) params.offset = String(offset);
  if (options.facets) params.facets = '1';
  return params;
}

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
  /**
   * Price bands in the currency the search asked in (`priceBandsIn`; the programs' own amounts without one): value
   * `min-max`, `min-` for the last.
   */
  prices: SearchFacetValue[];
  /**
   * The price bands' counts are lower bounds, as every count is when `capped`: bands in another currency than the
   * catalogue's, on a search with no words or filter, are counted over the first programs rather than read from the
   * catalogue's stored counts.
   */
  pricesCapped?: boolean;
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
