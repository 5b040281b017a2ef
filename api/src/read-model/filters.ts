// The filters of the programs list, as SQL conditions on `programs p`: one place, used by the list and by search.
import { CATEGORY_OPTIONS, PROGRAM_GROUPS, type Bounds, type ProgramsQuery } from '@wellness/shared/domain';
import { Params } from './summary-sql';
import { boundsCondition, type ViewPlan } from '../geo/bounds-sql';

export type ProgramFilters = Pick<ProgramsQuery, 'category' | 'country' | 'city' | 'minPrice' | 'maxPrice' | 'minNights' | 'maxNights' | 'month' | 'minRating'> & {
  /** Places for this many guests (search only). */
  guests?: number | undefined;
  /** `1`: instant booking only (search only). */
  instant?: '1' | undefined;
  /** The map's view (search only): programs whose point is inside. */
  bbox?: (Bounds & Partial<ViewPlan>) | undefined;
  /** Price bounds in a currency other than the programs' own, which are several (read-model/price-currency.ts). */
  priceIn?: PriceIn | undefined;
};

/** A catalogue of several currencies: each one's units per unit of the asked currency. */
export interface PriceIn {
  factors: Record<string, number>;
}

/** A program's price in the asked currency (several currencies), as SQL on `programs p` (or `table`): NULL without a rate. */
export function convertedPrice(priceIn: PriceIn, table = 'p'): string {
  const cases = Object.entries(priceIn.factors)
    .filter(([c, f]) => /^[A-Z]{3}$/.test(c) && Number.isFinite(f) && f > 0)
    .map(([c, f]) => `WHEN '${c}' THEN ${f.toString()}::numeric`)
    .join(' ');
  return cases ? `(${table}.price / (CASE ${table}.currency ${cases} END))` : 'NULL::numeric';
}

/** The "none" value of a sort key (migrations/0009): programs without a price or nights sort last either way. */
export const NONE = 2147483647;
/** The list's sort keys of price and nights, as the indexes of migrations/0009 spell them (so filters can use them). */
export const PRICE_KEY = `coalesce(p.price, ${NONE})`;
export const NIGHTS_KEY = `coalesce(p.nights, ${NONE})`;
/** The date sort's key (index programs_public_next_date_idx, migrations/0009): days from 2000-01-01 to the soonest date. */
export const NEXT_DATE_KEY = `coalesce(p.next_date - '2000-01-01'::date, ${NONE})`;
const dayNumber = (day: string) => Math.round((Date.parse(day) - Date.parse('2000-01-01')) / 86_400_000);
/**
 * The rating sort's key (index programs_public_rating_idx, migrations/0040, spelled the same): minus the visible
 * reviews' average in thousandths times 100,000 plus their count (capped), so a higher average comes first, then more
 * reviews; programs without reviews get NONE (last).
 */
export const RATING_KEY = `(CASE WHEN p.review_count > 0 THEN -((p.review_sum * 1000 / p.review_count) * 100000 + least(p.review_count, 99999)) ELSE ${NONE} END)`;
/** An average of at least `stars` is exactly a rating key at most this (the count adds 1 to 99,999). */
export const ratingBound = (stars: number) => -(stars * 1000 * 100000 + 1);

/** Today as the API counts it (UTC), YYYY-MM-DD. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Whether a YYYY-MM month has begun by `today` (the month under way, or one over). */
const underWay = (month: string, today: string) => `${month}-01` <= today;

/** The days of a YYYY-MM month from `from` on (none when the month is over). */
export function daysOf(month: string, from: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const days: string[] = [];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  for (let d = 1; d <= last; d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (day >= from) days.push(day);
  }
  return days;
}

/**
 * Conditions (joined with AND by the caller) for the filters: `category` is a group (slug or name) or a form category
 * (value or label), case-insensitively, anything else matches nothing; country and city compare case-insensitively;
 * price and nights bounds leave out programs without the number; month keeps programs with an available date in that
 * month from today on (a program with sessions has their start dates as its available dates, my-programs/service.ts);
 * guests keeps programs with a session from today on that has that many places left (capacity minus the places held,
 * migrations/0030) or, for a program without sessions, any available date from today on; instant keeps instant-booking
 * programs. Written on the sort keys and arrays the partial indexes of migrations/0002 and 0009 hold.
 * `withWords`: the conditions go beside a search's words (their keys then stay for the month under way too).
 */
export function filterConditions(f: ProgramFilters, params: Params, today: string, withWords = false): string[] {
  return filterConditionParts(f, params, today, withWords).map((c) => c.sql);
}

/** A filter's condition, and whether `filter_keys` holds a key for it (then it may be left to the keys' index). */
export interface FilterCondition {
  sql: string;
  keyed: boolean;
}

/**
 * The conditions of filterConditions, each marked `keyed` when its filter has a key in `filter_keys` (the key
 * conditions themselves are not: they are what the keys' GIN indexes read).
 */
export function filterConditionParts(f: ProgramFilters, params: Params, today: string, withWords = false): FilterCondition[] {
  const where: FilterCondition[] = [];
  const add = (keyed: boolean, ...conditions: string[]) => where.push(...conditions.map((sql) => ({ sql, keyed })));
  if (f.category) {
    const wanted = f.category.trim().toLowerCase();
    const group = PROGRAM_GROUPS.find((g) => g.slug === wanted || g.type.toLowerCase() === wanted);
    const option = group ? undefined : CATEGORY_OPTIONS.find((o) => o.value === wanted || o.label.toLowerCase() === wanted);
    if (group) add(true, `p.group_slug = ${params.add(group.slug)}`);
    else if (option) add(true, `p.category = ${params.add(option.value)}`);
    else add(false, 'false');
  }
  if (f.country) add(true, `lower(p.country) = lower(${params.add(f.country.trim())})`);
  if (f.city) add(Boolean(f.country), `lower(p.city) = lower(${params.add(f.city.trim())})`);
  // Prices are whole numbers: a decimal bound becomes the whole number it admits (same rows, and the index applies).
  if (f.priceIn) {
    // Several currencies: each program's price through its currency's rate (no rate: left out).
    const price = convertedPrice(f.priceIn);
    if (f.minPrice !== undefined) add(false, `${price} >= ${params.add(f.minPrice, '::numeric')}`);
    if (f.maxPrice !== undefined) add(false, `${price} <= ${params.add(f.maxPrice, '::numeric')}`);
  } else {
    if (f.minPrice !== undefined) add(true, `${PRICE_KEY} >= ${params.add(Math.ceil(f.minPrice), '::int')}`, `${PRICE_KEY} < ${NONE}`);
    if (f.maxPrice !== undefined) add(true, `${PRICE_KEY} <= ${params.add(Math.floor(f.maxPrice), '::int')}`);
  }
  if (f.minNights !== undefined) add(true, `${NIGHTS_KEY} >= ${params.add(f.minNights, '::int')}`, `${NIGHTS_KEY} < ${NONE}`);
  if (f.maxNights !== undefined) add(true, `${NIGHTS_KEY} <= ${params.add(f.maxNights, '::int')}`);
  if (f.month) {
    const [y, m] = f.month.split('-').map(Number) as [number, number];
    const days = params.add(`{${daysOf(f.month, today).join(',')}}`, '::date[]');
    if (underWay(f.month, today)) {
      // The month under way: its programs are those whose soonest date from today on falls in what is left of it, so
      // their soonest date as stored (`next_date`: as of the last write or hourly refresh; one that has passed since is
      // earlier still) is at most the month's last day. That range of the date sort's index is the only index read
      // (written as a literal, so that the plan sees how few programs it holds): the month's key and entry hold every
      // program with a date anywhere in the month (117,501 at 1,000,000 on the 30th, for 5,383 with a date left).
      // Its key goes beside words only (keyConditions).
      add(withWords, `${NEXT_DATE_KEY} <= ${dayNumber(new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10))}`, `coalesce(p.available_dates && ${days}, false)`);
    } else {
      // The month's index entry finds the programs; the dates from today on are then checked on those (coalesce keeps
      // PostgreSQL from reading an index entry per day as well).
      add(true, `p.available_months @> ARRAY[${params.add(y * 100 + m, '::int')}]`, `coalesce(p.available_dates && ${days}, false)`);
    }
  }
  if (f.guests !== undefined) add(false, guestsCondition(params.add(f.guests, '::int'), params.add(today, '::date')));
  if (f.instant) add(true, `p.booking_mode = 'instant'`);
  if (f.bbox) add(Boolean(f.bbox.cells?.length), boundsCondition(f.bbox, params));
  // Average >= n, in whole numbers: sum >= n × count (programs without reviews left out).
  // The same as a range of the rating sort's key (ratingBound), which its index answers.
  if (f.minRating !== undefined) add(true, `${RATING_KEY} <= ${params.add(ratingBound(f.minRating), '::int')}`, `p.review_count > 0`, `p.review_sum >= ${params.add(f.minRating, '::int')} * p.review_count`);
  return [...where, ...keyConditions(f, params, today, withWords).map((sql) => ({ sql, keyed: false }))];
}

/**
 * The conditions for a rare combination of filters read through bitmaps: the exact condition of each filter with a key
 * is hidden from the planner's choice of index (coalesce: same rows), so that the keys' GIN index intersects every
 * keyed filter in one scan. A generic plan otherwise reads one filter's range of its B-tree whole and checks the rest
 * on the rows: a country's 21,487 programs for 3,562 of them in January at 1,000,000 (20,930 buffers, 90–145 ms).
 */
export const keysFirst = (conditions: FilterCondition[]): string[] => conditions.map((c) => (c.keyed ? `coalesce(${c.sql}, false)` : c.sql));

/** The highest nights and price buckets of `filter_keys` (migrations/0065): 31 nights or more, 30,000 or more. */
const LAST_NIGHTS_KEY = 31;
const PRICE_KEY_STEP = 500;
const LAST_PRICE_KEY = 60;

/** The keys from `low` to `high` (inclusive), as a text array literal (a parameter: the statement's text stays one). */
const keyRange = (prefix: string, low: number, high: number) =>
  `{${Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => `${prefix}${low + i}`).join(',')}}`;

/**
 * The same filters as conditions on `filter_keys` (migrations/0065), added beside the exact ones: they change no answer
 * (a program passing a filter always has its key), but they are the second column of the words' and letters' GIN
 * indexes, so that words and filters, or several filters, are intersected in one index scan. Values go in as
 * parameters, lower-cased by PostgreSQL as the keys were (its lower() and JavaScript's differ beyond ASCII).
 */
function keyConditions(f: ProgramFilters, params: Params, today: string, withWords: boolean): string[] {
  // Without words, the month under way is read from its date range alone: with a key beside it, PostgreSQL's generic
  // plan (a key's selectivity unknown) reads the key's programs instead (a category's 153,246 at 1,000,000, for 920 in
  // the month). With words, the keys are intersected with the words inside their GIN index, which the plan prefers.
  if (!withWords && f.month && underWay(f.month, today)) return [];
  const keys = filterKeys(f, params);
  return [...(keys.each.length ? [`p.filter_keys @> ARRAY[${keys.each.join(', ')}]`] : []), ...keys.ranges.map((range) => `p.filter_keys && ${range}`)];
}

/**
 * Whether some filter has keys in `filter_keys` (all but places for guests, a city without its country, an unknown
 * category, and a map view without cells: read from its points' index, or holding much of the catalogue), or is the
 * month under way.
 */
export function hasFilterKeys(f: ProgramFilters, today = todayUtc()): boolean {
  // The month under way: bitmaps of its date range (and of the words), as keys would be.
  if (f.month && underWay(f.month, today)) return true;
  const keys = filterKeys(f, new Params());
  return keys.each.length + keys.ranges.length > 0;
}

/** Each filter's key (SQL text expressions) and each range's keys (text[] parameters). */
function filterKeys(f: ProgramFilters, params: Params) {
  const each: string[] = [];
  const ranges: string[] = [];
  if (f.category) {
    const wanted = f.category.trim().toLowerCase();
    const group = PROGRAM_GROUPS.find((g) => g.slug === wanted || g.type.toLowerCase() === wanted);
    const option = group ? undefined : CATEGORY_OPTIONS.find((o) => o.value === wanted || o.label.toLowerCase() === wanted);
    if (group) each.push(`'g:' || ${params.add(group.slug)}`);
    else if (option) each.push(`'c:' || ${params.add(option.value)}`);
  }
  if (f.country) {
    const country = params.add(f.country.trim());
    each.push(`'k:' || lower(${country})`);
    if (f.city) each.push(`'y:' || lower(${country}) || '/' || lower(${params.add(f.city.trim())})`);
  }
  if (f.month) {
    const [y, m] = f.month.split('-').map(Number) as [number, number];
    each.push(`'m:' || ${params.add(y * 100 + m, '::int')}`);
  }
  if (f.instant) each.push(`'i'`);
  if (f.minRating !== undefined) each.push(`'r:' || ${params.add(f.minRating, '::int')}`);
  // A view its points' index does not read (many programs inside): the cells it touches (geo/bounds-sql.ts planView).
  if (f.bbox?.cells?.length) ranges.push(params.add(`{${f.bbox.cells.join(',')}}`, '::text[]'));
  // Ranges: any key of the buckets they touch (the bounds themselves are the exact conditions').
  if (f.minNights !== undefined || f.maxNights !== undefined) {
    const low = Math.min(f.minNights ?? 0, LAST_NIGHTS_KEY);
    ranges.push(params.add(keyRange('n:', Math.max(0, low), Math.min(f.maxNights ?? LAST_NIGHTS_KEY, LAST_NIGHTS_KEY)), '::text[]'));
  }
  // The buckets are of each program's own currency: none for bounds in another (priceIn).
  if ((f.minPrice !== undefined || f.maxPrice !== undefined) && !f.priceIn) {
    const bucket = (price: number) => Math.min(Math.max(0, Math.floor(price / PRICE_KEY_STEP)), LAST_PRICE_KEY);
    ranges.push(params.add(keyRange('p:', bucket(Math.ceil(f.minPrice ?? 0)), bucket(Math.floor(f.maxPrice ?? Number.MAX_SAFE_INTEGER))), '::text[]'));
  }
  return { each, ranges };
}

/**
 * Places for `guests` from `today` on: a session with them left, or, without sessions, any available date. Written
 * as IN / NOT IN over the sessions (each read once into a hash) rather than EXISTS per program.
 */
export const guestsCondition = (guests: string, today: string) =>
  `(p.id IN (SELECT s.program_id FROM program_sessions s WHERE s.start_date >= ${today} AND s.capacity - s.taken >= ${guests} AND NOT s.closed AND NOT s.blocked)
    OR (p.available_dates[cardinality(p.available_dates)] >= ${today} AND p.id NOT IN (SELECT s.program_id FROM program_sessions s)))`;
