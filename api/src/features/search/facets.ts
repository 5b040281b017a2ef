// The search page's facet counts (GET /api/search?facets=1): for each filter, how many programs each of its values
// would leave, with every OTHER filter (and the words) applied. Values are written as the URL writes them.
import { CATEGORY_OPTIONS, NIGHT_BANDS, PRICE_BANDS, PROGRAM_GROUPS, type PriceBand, type SearchFacets, type SearchFacetValue } from '@wellness/shared/domain';
import { formatMonth } from '@wellness/shared/format';
import type { Database } from '../../db/client';
import { convertedPrice, filterConditions, type ProgramFilters } from '../../read-model/filters';
import { boundsInCatalogue, type PriceScale } from '../../read-model/price-currency';
import type { WalkShare } from '../../read-model/list';
import { NO_SEQUENTIAL_SCAN } from '../../read-model/plans';
import { Params, PUBLIC_SQL } from '../../read-model/summary-sql';

/** The filters a facet leaves out (its own), by the filter groups of `groupFilters`. */
type Group = 'category' | 'country' | 'city' | 'price' | 'nights' | 'month' | 'instant' | 'rating';
const FACETS = {
  category: ['category'],
  group: ['category'],
  // A country is chosen instead of the current one: the city (of the current country) is left out too.
  country: ['country', 'city'],
  city: ['city'],
  price: ['price'],
  nights: ['nights'],
  month: ['month'],
  instant: ['instant'],
  rating: ['rating'],
} satisfies Record<string, Group[]>;
type Facet = keyof typeof FACETS;

/** The chosen filter groups a facet's counts apply (all but its own). */
const needsOf = (active: Group[], facet: Facet) => active.filter((g) => !(FACETS[facet] as Group[]).includes(g));

/** The part of the filters each group is made of. */
function groupFilters(f: ProgramFilters): Partial<Record<Group, ProgramFilters>> {
  const groups: Partial<Record<Group, ProgramFilters>> = {};
  if (f.category) groups.category = { category: f.category };
  if (f.country) groups.country = { country: f.country };
  if (f.city) groups.city = { city: f.city };
  if (f.minPrice !== undefined || f.maxPrice !== undefined) groups.price = { minPrice: f.minPrice, maxPrice: f.maxPrice, priceIn: f.priceIn };
  if (f.minNights !== undefined || f.maxNights !== undefined) groups.nights = { minNights: f.minNights, maxNights: f.maxNights };
  if (f.month) groups.month = { month: f.month };
  if (f.instant) groups.instant = { instant: f.instant };
  if (f.minRating !== undefined) groups.rating = { minRating: f.minRating };
  return groups;
}

export interface FacetMatch {
  /** Common table expressions the condition reads (the words' `term`). */
  with?: string | undefined;
  /** What the words match (on `programs p`); none without words. */
  cond?: string | undefined;
}

/** The price bands to count, in the visitor's currency (`priceBandsIn`), and how its amounts compare with the programs'. */
export interface FacetPriceBands {
  bands: readonly PriceBand[];
  scale: PriceScale;
}

/** A price band as a condition on the counted programs (`c`), its bounds compared as `scale` says. */
function priceBandCondition(b: PriceBand, scale: PriceScale): string {
  if (scale.kind === 'several') {
    const price = `round(${convertedPrice(scale.priceIn, 'c')})`;
    return `${price} >= ${b.min}${b.max === undefined ? '' : ` AND ${price} <= ${b.max}`}`;
  }
  const { min, max } = scale.kind === 'one' ? boundsInCatalogue(scale.factor, b.min, b.max) : b;
  return `c.price >= ${min ?? 0}${max === undefined ? '' : ` AND c.price <= ${max}`}`;
}

/** The next 12 months from `today`'s, as YYYY-MM. */
export function nextMonths(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * At most this many programs are counted for one search's facets (a setting so that tests can reach it on a small
 * catalogue). A broad search (places for 2 guests, a common word) leaves tens of thousands of programs at 100,000, and
 * counting them all costs far more than the search; past this many, the counts are those of the first `rows` and say
 * so (`capped`): each is then a lower bound, as the total is past SEARCH_TOTAL_CAP. Hand-written because no library
 * counts facets inside PostgreSQL. `walkPerEntry`: how many programs a facets' walk reads for the cost of one entry of
 * the indexes' bitmaps (facetWalk).
 */
export const facetTuning = { rows: 1000, walkPerEntry: 0.5 };

/**
 * The facets of a common term or of common filters, read by walking the public programs in the public order instead
 * of from the indexes: their bitmaps are read whole before the LIMIT (a common word and its letter groups: 150 ms at
 * 1,000,000 for "spa", against 15 ms for a walk of 5,000 programs). `rows` programs are walked: enough, by the share
 * of matches the search's (or the list's) own walk found, for `facetTuning.rows` candidates with a margin; `cut` when
 * that is not the whole catalogue, so that counts over fewer candidates still say they are capped.
 */
export interface FacetWalk {
  rows: number;
  cut: boolean;
  /** The matches' own bitmaps would cost less than the walk (see facetWalk). */
  bitmapsCheaper: boolean;
}

/**
 * The lengths a facets' walk may take (a few, so that each is one prepared statement); past the last, bitmaps. The
 * longest is what fits the search page's budget beside the search: at 1,000,000 on PostgreSQL a walk of 20,000 took
 * 27–32 ms, of 10,000 15–25 ms (docs/performance-api.md).
 */
export const FACET_WALKS = [2500, 5000, 10000];

/**
 * The walk for a term whose search matched `share` of a walk of the public programs (of `population`). That share is
 * of the programs passing every filter; the facets' candidates pass all filters but one, so at least as many: the
 * walk stops at the candidates counted, and is at most the longest length when the share would need more, provided
 * that length is expected to hold MIN_FACET_CANDIDATES. Rarer: the GIN indexes' bitmaps, whose cost follows the matches.
 */
export function facetWalk(walked: WalkShare | undefined): FacetWalk | undefined {
  if (!walked || !(walked.share > 0)) return undefined;
  const { share, population } = walked;
  const needed = (1.25 * (facetTuning.rows + 1)) / share;
  const longest = FACET_WALKS.at(-1)!;
  const rows = FACET_WALKS.find((n) => n >= needed) ?? (share * longest >= MIN_FACET_CANDIDATES ? longest : undefined);
  if (rows === undefined) return undefined;
  // When the candidates are the matches themselves, their bitmaps cost their entries (the share scaled to the
  // catalogue), and the walk the programs it reads before its candidates are counted: a program walked costs
  // `1 / walkPerEntry` entries (at 100,000 on PGlite, 15,145 programs walked in 66 ms for "meditation retreat" against
  // 5,930 entries and 1,001 rows in 14 ms). In a smaller catalogue the same share is fewer entries, and the bitmaps win.
  const read = Math.min(rows, (facetTuning.rows + 1) / share, population);
  return { rows, cut: rows < population, bitmapsCheaper: read > facetTuning.walkPerEntry * share * population };
}

/**
 * The walk the facets take, or none (the candidates' bitmaps). `wordsOnly`: the candidates are the words' matches alone
 * (no filter, or one filter, whose facet counts the words' matches). Then the words' own walk measures them: the
 * search's (words and filter) made the walk longer than needed and the bitmaps look cheap ("retreat" with a category:
 * the words' bitmaps read whole, 186,094 entries, 65 of the statement's 80 ms at 1,000,000). Candidates passing all the
 * filters but one of several (an OR of their sets) are many more than the search's matches, whose share the walk's
 * length comes from: their bitmaps cost more than it says, and the walk is kept.
 */
export function facetsWalk(wordsOnly: boolean, searchWalk?: FacetWalk, wordsWalk?: FacetWalk, candidatesWalk?: FacetWalk): FacetWalk | undefined {
  // Several filters: the candidates' own share, when the walk that measured the matches counted them too.
  if (!wordsOnly) return candidatesWalk && !candidatesWalk.bitmapsCheaper ? candidatesWalk : searchWalk;
  const chosen = wordsWalk ?? searchWalk;
  return chosen && !chosen.bitmapsCheaper ? chosen : undefined;
}

/**
 * The filter groups each counted facet needs, less those holding another one's groups and more: such a need adds no
 * program to their OR (with 3 filters, "all three" is inside each "two of them"), and would cost a bitmap of its own.
 */
function candidateSets(active: Group[], counted: Facet[]): Group[][] {
  const needs = (facet: Facet) => needsOf(active, facet);
  const sets = [...new Map(counted.map((facet) => [needs(facet).join(','), needs(facet)])).values()];
  return sets.filter((set) => !sets.some((other) => other.length < set.length && other.every((g) => set.includes(g))));
}

/**
 * The facets' candidates of several filters (those passing every filter but one), as one condition on `programs p`
 * for a walk to count beside its matches, so that the facets' walk is sized by their own share (the matches' share is
 * far smaller: "retreat" in spa programs of 4–7 nights, 0.95 % of a walk, its candidates 7 %). None when a facet
 * counts the words' matches alone (its filter is the only one: the words' own share says that), or with places for
 * guests or a map's view, which the candidates keep.
 */
export function facetCandidates(filters: ProgramFilters, params: Params, today: string): string | undefined {
  if (filters.guests !== undefined || filters.bbox) return undefined;
  const groups = groupFilters(filters);
  const sets = candidateSets(Object.keys(groups) as Group[], Object.keys(FACETS) as Facet[]);
  if (sets.length === 0 || sets.some((set) => set.length === 0)) return undefined;
  return sets.map((set) => set.map((g) => `(${filterConditions(groups[g]!, params, today).join(' AND ')})`).join(' AND ')).join(' OR ');
}

/** The fewest candidates a facets' walk is expected to find (else bitmaps). */
const MIN_FACET_CANDIDATES = 200;

/** The rating values offered: averages of at least this many stars. */
const RATINGS = [4, 3, 2, 1];
const monthKey = (month: string) => String(Number(month.slice(0, 4)) * 100 + Number(month.slice(5, 7)));
const monthLabel = (month: string) => formatMonth(month, 'en');
const bandValue = (b: { min: number; max: number | undefined }) => `${b.min}-${b.max ?? ''}`;

/**
 * The counts, in one statement. Counting every public program's values on each search reads the whole catalogue, so
 * the unfiltered catalogue's counts are kept in `search_facet_counts` (migrations/0060, changed with the programs):
 * a facet whose other filters are none (no words, no guests, no other filter chosen) is read from there; its current
 * month is counted from the soonest dates (next_date's index), as only dates from today on count. The others are
 * counted over the programs that pass all the filters but at most one (the rows some facet needs), each program
 * counted under a facet only when it passes every filter that facet leaves in: one pass groups the single-valued
 * facets (GROUPING SETS), one counts the bands, months, ratings and instant booking (FILTER). That work follows the
 * number of those programs, not the catalogue's, so a broad filter on a large catalogue still costs a scan of its rows.
 */
export async function searchFacets(
  database: Database,
  filters: ProgramFilters,
  matchOf: (params: Params) => FacetMatch,
  today: string,
  prices: FacetPriceBands = { bands: PRICE_BANDS, scale: { kind: 'own' } },
  searchWalk?: FacetWalk,
  /** The walk for the words' matches alone: taken when those are the candidates (a facet whose filter is the only one). */
  wordsWalk?: FacetWalk,
  /** The walk for the candidates of several filters (facetCandidates), measured by the search's or the list's walk. */
  candidatesWalk?: FacetWalk,
): Promise<SearchFacets> {
  const params = new Params();
  const match = matchOf(params);
  const groups = groupFilters(filters);
  const active = Object.keys(groups) as Group[];
  const cond = (g: Group) => filterConditions(groups[g]!, params, today).join(' AND ');
  const groupSql = Object.fromEntries(active.map((g) => [g, cond(g)])) as Record<Group, string>;
  // Conditions every counted program meets: public, the words, places for the guests.
  const always = [PUBLIC_SQL];
  if (match.cond) always.push(match.cond);
  if (filters.guests !== undefined) always.push(filterConditions({ guests: filters.guests }, params, today).join(' AND '));
  if (filters.bbox) always.push(filterConditions({ bbox: filters.bbox }, params, today).join(' AND '));
  const stored = always.length === 1;
  const needs = (facet: Facet) => needsOf(active, facet);
  // The stored counts are of the dollar bands in the programs' own amounts: other bands are counted.
  const storedBands = prices.scale.kind === 'own' && prices.bands.length === PRICE_BANDS.length && prices.bands.every((b, i) => bandValue(b) === bandValue(PRICE_BANDS[i]!));
  const counted = (Object.keys(FACETS) as Facet[]).filter((facet) => !stored || needs(facet).length > 0 || (facet === 'price' && !storedBands));
  // Only the bands are counted (no words, no filter): the other facets' counts are the stored, exact ones.
  const bandsOnly = stored && counted.length === 1;
  const months = nextMonths(today);
  const thisMonth = months[0]!;
  const keys = months.map(monthKey);

  // Each program's flags: whether it passes each chosen group.
  const flag = (g: Group) => `f_${g}`;
  const flags = active.map((g) => `(${groupSql[g]}) AS ${flag(g)}`);
  const passes = (facet: Facet) => needs(facet).map((g) => `c.${flag(g)}`).join(' AND ') || 'true';
  const candidates = candidateSets(active, counted).map((set) => set.map((g) => `(${groupSql[g]})`).join(' AND ') || 'true');
  const anyCandidate = candidates.includes('true') ? 'true' : candidates.join(' OR ');
  const walk = facetsWalk(anyCandidate === 'true', searchWalk, wordsWalk, candidatesWalk);
  const parts: string[] = [];
  if (counted.length) {
    const has = (f: Facet) => counted.includes(f);
    // The single-valued facets in one pass (a value is NULL where the program does not count under that facet).
    const key = (f: Facet, column: string) => (has(f) ? `CASE WHEN ${passes(f)} THEN ${column} END` : 'NULL::text');
    parts.push(`SELECT CASE WHEN GROUPING(x.category) = 0 THEN 'category' WHEN GROUPING(x.grp) = 0 THEN 'group' WHEN GROUPING(x.country) = 0 THEN 'country' ELSE 'city' END AS facet,
        coalesce(x.category, x.grp, x.country, x.city) AS value, count(*)::int AS n
      FROM (SELECT ${key('category', 'c.category')} AS category, ${key('group', 'c.group_slug')} AS grp, ${key('country', 'c.country')} AS country, ${key('city', 'c.city')} AS city FROM c) x
      GROUP BY GROUPING SETS ((x.category), (x.grp), (x.country), (x.city))
      HAVING coalesce(x.category, x.grp, x.country, x.city) IS NOT NULL`);
    // The others as counts of one row, each with its condition (the filters' own, filters.ts; numbers from the code).
    const counts: [Facet, string, string][] = [];
    const band = (column: string, b: { min: number; max: number | undefined }) => `${column} >= ${b.min}${b.max === undefined ? '' : ` AND ${column} <= ${b.max}`}`;
    if (has('price')) for (const b of prices.bands) counts.push(['price', bandValue(b), priceBandCondition(b, prices.scale)]);
    if (has('nights')) for (const b of NIGHT_BANDS) counts.push(['nights', bandValue(b), band('c.nights', b)]);
    if (has('instant')) counts.push(['instant', '1', `c.booking_mode = 'instant'`]);
    if (has('rating')) for (const n of RATINGS) counts.push(['rating', String(n), `c.review_count > 0 AND c.review_sum >= ${n} * c.review_count`]);
    if (has('month')) {
      // The current month: a date of it from today on.
      const current = `EXISTS (SELECT 1 FROM unnest(c.dates) AS d WHERE d >= ${params.add(today, '::date')} AND d < ${params.add(`${months[1]}-01`, '::date')})`;
      keys.forEach((k, i) => counts.push(['month', k, `c.months @> ARRAY[${Number(k)}]${i === 0 ? ` AND ${current}` : ''}`]));
    }
    if (counts.length) {
      parts.push(`SELECT v.facet, v.value, v.n FROM (SELECT ${counts.map(([f, , cond], i) => `count(*) FILTER (WHERE ${passes(f)} AND ${cond})::int AS n${i}`).join(', ')} FROM c) a,
        LATERAL (VALUES ${counts.map(([f, value], i) => `('${f}', '${value}', a.n${i})`).join(', ')}) AS v(facet, value, n)`);
    }
  }
  if (counted.length) {
    // How many were counted (past `rows`: capped), and, for a capped count of the countries, every public country, so
    // that none is missing from the list because its programs came after the first `rows`.
    parts.push(`SELECT 'rows', '', count(*)::int FROM c`);
    if (counted.includes('country')) parts.push(`SELECT 'all-country', s.value, 0 FROM search_facet_counts s WHERE s.facet = 'country' AND s.n > 0`);
  }
  const fromStore = (Object.keys(FACETS) as Facet[]).filter((f) => !counted.includes(f));
  if (fromStore.length) {
    const keysParam = params.add(`{${keys.join(',')}}`, '::text[]');
    const thisKey = params.add(monthKey(thisMonth));
    parts.push(`SELECT s.facet, s.value, s.n FROM search_facet_counts s WHERE s.n > 0 AND s.facet IN (${fromStore.map((f) => `'${f}'`).join(', ')})
      AND (s.facet <> 'month' OR (s.value = ANY (${keysParam}) AND s.value <> ${thisKey}))`);
    // The current month: the programs whose stored soonest date (next_date) is in it, counted as they are written
    // (migrations/0159; counted here, that was every one of them: 153,488 of 1,000,000 on a month's first day). Until
    // the hourly refresh moves a date that has passed, that program is counted under its old month.
    if (fromStore.includes('month')) parts.push(`SELECT 'month', ${thisKey}, s.n FROM search_facet_counts s WHERE s.facet = 'soonest' AND s.value = ${thisKey}`);
  }
  const columns = `p.category, p.group_slug, p.country, p.city, p.price, p.currency, p.nights, p.available_months AS months, p.available_dates AS dates,
        p.booking_mode, p.review_count, p.review_sum${flags.length ? `, ${flags.join(', ')}` : ''}`;
  const candidate = `${always.join(' AND ')} AND (${anyCandidate})`;
  const ctes = [match.with, counted.length
    ? walk
      ? `c AS MATERIALIZED (SELECT * FROM (SELECT ${columns}, ${candidate} AS candidate FROM programs p WHERE ${PUBLIC_SQL}
          ORDER BY p.created_at, p.id LIMIT ${walk.rows}) x WHERE x.candidate LIMIT ${facetTuning.rows + 1})`
      : `c AS MATERIALIZED (SELECT ${columns} FROM programs p WHERE ${candidate} LIMIT ${facetTuning.rows + 1})`
    : undefined].filter(Boolean);
  // Prepared once per shape (which filters, words or not) with a generic plan: planning it cost 5–9 ms on PostgreSQL,
  // more on PGlite, where the counting itself takes 2–15 ms.
  const rows = await database.queryWithSettings<{ facet: Facet | 'rows' | 'all-country'; value: string; n: number }>(
    NO_SEQUENTIAL_SCAN,
    `${ctes.length ? `WITH ${ctes.join(', ')} ` : ''}${parts.join(' UNION ALL ')}`,
    params.values,
  );

  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.facet}\u0000${r.value}`, Number(r.n));
  const count = (facet: Facet, value: string) => counts.get(`${facet}\u0000${value}`) ?? 0;
  // Most programs first, then by name.
  const ranked = (facet: Facet): SearchFacetValue[] =>
    rows
      .filter((r) => r.facet === facet && Number(r.n) > 0)
      .map((r) => ({ value: r.value, label: r.value, count: Number(r.n) }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  // A walk that ended before finding every candidate counted fewer programs than match: lower bounds too.
  const rowsCapped = (counts.get('rows\u0000') ?? 0) > facetTuning.rows || Boolean(walk?.cut && counted.length);
  const capped = rowsCapped && !bandsOnly;
  const countries = ranked('country');
  if (capped) {
    const listed = new Set(countries.map((c) => c.value));
    for (const r of rows) if (r.facet === 'all-country' && !listed.has(r.value)) countries.push({ value: r.value, label: r.value, count: 0 });
  }
  return {
    capped,
    categories: CATEGORY_OPTIONS.map((o) => ({ value: o.value, label: o.label, count: count('category', o.value) })),
    groups: PROGRAM_GROUPS.map((g) => ({ value: g.slug, label: g.type, count: count('group', g.slug) })),
    countries,
    cities: ranked('city'),
    ...(bandsOnly && rowsCapped ? { pricesCapped: true } : {}),
    // The dollar bands keep their names; others are the client's to write (in the visitor's currency and language).
    prices: prices.bands.map((b, i) => ({ value: bandValue(b), label: storedBands ? PRICE_BANDS[i]!.label : bandValue(b), count: count('price', bandValue(b)) })),
    nights: NIGHT_BANDS.map((b) => ({ value: bandValue(b), label: b.label, count: count('nights', bandValue(b)) })),
    months: months.map((m) => ({ value: m, label: monthLabel(m), count: count('month', monthKey(m)) })),
    instant: count('instant', '1'),
    ratings: RATINGS.map((n) => ({ value: String(n), label: `${n}+ stars`, count: count('rating', String(n)) })),
  };
}
