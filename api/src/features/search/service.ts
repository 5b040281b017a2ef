// Catalogue search, answered by PostgreSQL (migrations/0009, 0072): every word of the term, anywhere in a program's
// fields (name, place, country, city, description, details, category, highlights, included items, daily schedule), or
// a case-insensitive substring of the first five; accents ignored, ranked, with misspelled words corrected.
import { SEARCH_TOTAL_CAP, type ProgramSummary, type SearchFacets, type SearchPlace, type SearchSort, type TextLanguage } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { filterConditions, hasFilterKeys, NIGHTS_KEY, NONE, PRICE_KEY, RATING_KEY, todayUtc, type PriceIn, type ProgramFilters } from '../../read-model/filters';
import { listPrograms, sortKey, type Candidates, type WalkShare } from '../../read-model/list';
import { BITMAPS_ONLY, NO_SEQUENTIAL_SCAN, WALKS_ONLY } from '../../read-model/plans';
import { cards, Params, PUBLIC_POPULATION_SQL, PUBLIC_SQL } from '../../read-model/summary-sql';
import { commonStopSql } from '../../read-model/walk-stop';
import { earlyFacets, type FacetsCount } from './early-facets';
import { facetCandidates, facetWalk, searchFacets, type FacetPriceBands } from './facets';

export interface SearchOptions {
  /** The term as typed (trimmed here); empty lists every public program. */
  q: string;
  limit?: number | undefined;
  offset?: number | undefined;
  /** The programs list's filters, applied to every match. */
  filters?: ProgramFilters | undefined;
  /** `relevance` (the default) or an order of the matches. */
  sort?: SearchSort | undefined;
  /** Count each filter's values too (facets.ts). */
  facets?: boolean | undefined;
  /** The price bands to count, in the visitor's currency, and how its amounts compare with the programs' (facets.ts). */
  priceBands?: FacetPriceBands | undefined;
  /** The visitor's language: a word matches the translations in it too (`catalog_tsquery(q, lang)`, migrations/0145). */
  lang?: TextLanguage | undefined;
}

export interface SearchResult {
  /** One page, best matches first. */
  programs: ProgramSummary[];
  /** Matches counted up to SEARCH_TOTAL_CAP. */
  total: number;
  /** More than SEARCH_TOTAL_CAP match; `total` is the cap. */
  totalCapped: boolean;
  /** Countries and cities of the destinations whose names contain the term (at most 8). */
  places: SearchPlace[];
  facets?: SearchFacets;
}

/** An order of the matches: its columns (the last two the public order's), ascending or all descending. */
interface Order {
  cols: string[];
  desc: boolean;
}
/**
 * The sorts other than relevance, each on the key of its index (migrations/0009, 0040; programs without the number
 * last either way), then the public order; `newest` walks the public order's index backwards.
 */
const ORDERS: Record<Exclude<SearchSort, 'relevance' | 'date-asc'>, Order> = {
  'price-asc': { cols: [PRICE_KEY, 'p.created_at', 'p.id'], desc: false },
  'price-desc': { cols: [`coalesce(-p.price, ${NONE})`, 'p.created_at', 'p.id'], desc: false },
  'duration-asc': { cols: [NIGHTS_KEY, 'p.created_at', 'p.id'], desc: false },
  'duration-desc': { cols: [`coalesce(-p.nights, ${NONE})`, 'p.created_at', 'p.id'], desc: false },
  'rating-desc': { cols: [RATING_KEY, 'p.created_at', 'p.id'], desc: false },
  newest: { cols: ['p.created_at', 'p.id'], desc: true },
};
const PUBLIC_ORDER: Order = { cols: ['p.created_at', 'p.id'], desc: false };
/** The matches' order: the sort's, or the public order (relevance ranks tiers before it). */
async function orderOf(database: Database, sort: SearchSort | undefined, today: string, priceIn?: PriceIn): Promise<Order | undefined> {
  if (!sort || sort === 'relevance') return undefined;
  // Prices of several currencies, in the visitor's (read-model/price-currency.ts).
  if (priceIn && (sort === 'price-asc' || sort === 'price-desc')) return { cols: [await sortKey(database, sort, today, priceIn), 'p.created_at', 'p.id'], desc: false };
  // The soonest date's key depends on whether stored dates have passed (read-model/list.ts).
  if (sort === 'date-asc') return { cols: [await sortKey(database, sort, today), 'p.created_at', 'p.id'], desc: false };
  return ORDERS[sort];
}
const orderBy = (o: Order) => o.cols.map((c) => (o.desc ? `${c} DESC` : c)).join(', ');

/** Places offered beside the programs. */
const MAX_PLACES = 8;

/**
 * `walk`: programs walked in the public order to tell a common term from a rare one, and before a sparse tier's matches
 * are taken from its index instead (see rankedPage, topN); `commonAbove`: the estimated number of matches above which
 * a term is not counted; `longWalkFactor`: how much further a filtered search walks when the term is common among
 * the filtered programs; `furtherFactor`: how much further than `walk` a common tier is walked on in the order before
 * the rest of its matches are sorted (topN). Settings only so that tests can take every path on a small catalogue.
 */
export const searchTuning = { walk: 2000, commonAbove: 3 * SEARCH_TOTAL_CAP, longWalkFactor: 8, furtherFactor: 4 };


/**
 * A program matches when it holds every word of the term, normalised (lower case, accents removed: `catalog_norm`),
 * each anywhere in its words (name, place, country, city, description, details, category, highlights, included items
 * and daily schedule: migrations/0072), the last one possibly the start of a word (`catalog_tsquery`: "yoga bali"
 * finds a yoga program in Bali, whatever the field of each word); or when the term is a substring of its name,
 * location, details, country or city. The substring test is left out where it would read much of the catalogue: a
 * term under three characters (the trigram index cannot look inside words for it) and a term of several words (their
 * letter groups are common), which match as words only. When a word of the term is in no public program (a
 * misspelling: "kyotp"), the programs with the nearest words that are ("kyoto", pg_trgm
 * similarity) match too, after every other match.
 *
 * Ranked in tiers, each in the public order (created_at, id):
 *   1. every word, whole, in the name; 2. whole elsewhere; 3. the last word as a word start, in the name; 4. elsewhere;
 *   5. the term inside a word of the name; 6. inside a word elsewhere; 7. the corrected words in the name; 8. elsewhere.
 * The count stops at SEARCH_TOTAL_CAP + 1. How the page is found, so that the work never grows with the catalogue,
 * whatever PostgreSQL estimates for a word (see rankedPage): a term with at most SEARCH_TOTAL_CAP matches is taken whole
 * from the GIN indexes and sorted; a more common one walks each tier in the public order until the page is full.
 */
export async function searchPrograms(database: Database, options: SearchOptions, today = todayUtc()): Promise<SearchResult> {
  if (!options.facets) return (await matches(database, options, today)).result;
  const facets = earlyFacets((counted) => searchFacets(database, options.filters ?? {}, counted.match, today, options.priceBands, counted.walk, counted.wordsWalk, counted.candidatesWalk));
  const found = await matches(database, options, today, facets.start);
  return { ...found.result, facets: await facets.of(found) };
}

/** What the search found, what its facets count (`match`), and the walks its statements measured for them. */
interface Found extends FacetsCount {
  result: SearchResult;
}

/** A search's matches and walks found so far, handed to the facets as soon as they are known (earlyFacets). */
type Counted = (counted: FacetsCount) => void;

/** The facets' walks for the shares a list's or a search's walk measured. */
const facetWalks = (measured: Shares) => ({
  walk: facetWalk(measured.walked),
  wordsWalk: facetWalk(measured.wordsWalked),
  candidatesWalk: facetWalk(measured.candidatesWalked),
});

/** The list's page carries no words: the facets count the filters alone (one function, so that earlyFacets knows it). */
const noWords = () => ({});

async function matches(database: Database, options: SearchOptions, today: string, counted?: Counted): Promise<Found> {
  const q = options.q.trim();
  const limit = options.limit ?? 20;
  const offset = options.offset ?? 0;
  const filtered = (params: Params) => [PUBLIC_SQL, ...(options.filters ? filterConditions(options.filters, params, today, Boolean(q)) : [])].join(' AND ');
  // The facets' candidates of several filters, counted by the first walk beside its matches (facets.ts).
  const candidates: Candidates | undefined = options.facets && options.filters ? (params) => facetCandidates(options.filters!, params, today) : undefined;

  if (!q && options.sort !== 'newest') {
    // No words: the programs list's own query (read-model/list.ts), which chooses its plan for any mix of filters and
    // sort, so the search page and the lists answer the same criteria with the same page.
    const sort = options.sort === 'relevance' ? undefined : options.sort;
    const page = await listPrograms(database, { ...options.filters, sort, limit, offset }, today, candidates, counted && ((shares) => counted({ match: noWords, ...facetWalks(shares) })));
    return { result: { programs: page.programs, total: page.total, totalCapped: page.totalCapped, places: [] }, match: noWords, ...facetWalks(page) };
  }
  const sorted = await orderOf(database, options.sort, today, options.filters?.priceIn);
  const order = sorted ?? PUBLIC_ORDER;

  if (!q) {
    // Newest first (no list has that sort): the public order's index walked backwards, stopping with the page.
    const params = new Params();
    const base = filtered(params);
    const rows = await database.query<{ total: number; json: string | null }>(
      `SELECT b.total, s.json FROM (SELECT (SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${base} LIMIT ${params.add(SEARCH_TOTAL_CAP + 1, '::int')}) c)::int AS total) b
       LEFT JOIN LATERAL (SELECT p.summary_json AS json FROM programs p WHERE ${base} ORDER BY ${orderBy(order)} LIMIT ${params.add(limit, '::int')} OFFSET ${params.add(offset, '::int')}) s ON true`,
      params.values,
    );
    const result = { programs: cards(rows), total: Math.min(rows[0]?.total ?? 0, SEARCH_TOTAL_CAP), totalCapped: (rows[0]?.total ?? 0) > SEARCH_TOTAL_CAP, places: [] };
    return { result, match: noWords };
  }

  const short = [...q].length < 3;
  // Two words or more match as words only (each one anywhere, no match inside a word). Split as to_tsvector splits:
  // at ASCII spaces and punctuation (PostgreSQL's [[:space:][:punct:]]).
  const termWords = q.split(/[ \t\n\v\f\r!-/:-@[-`{-~]+/).filter(Boolean);
  const several = termWords.length >= 2;
  // A last word of one or two letters is a word start that matches a great many words ("hội an", "lake c"): its GIN
  // entries would be read whole. The other words, through the index, narrow the programs; the full query then checks
  // those rows only (coalesce keeps PostgreSQL from reading the index for it). Not for digits: few words start with
  // "4", and the index intersects them with the other words at once ("edition 4").
  const last = termWords.at(-1) ?? '';
  const narrowTerm = several && [...last].length < 3 && !/\d/.test(last) ? termWords.slice(0, -1).join(' ') : null;
  /**
   * The term's values (its queries and patterns, the CTE `term`, read through InitPlans), once a statement has computed
   * them: the first statement returns them (`head.term`), and the request's later statements (the tiers' walks, the
   * bitmaps, the facets) take them as parameters instead of calling the vocabulary's functions again (0.2–0.4 ms a
   * statement at 1,000,000). A tsquery's text form reads back as the same tsquery.
   */
  let computed: TermValues | undefined;
  const remember = (head: Head) => {
    if (computed || head.term == null) return;
    computed = typeof head.term === 'string' ? JSON.parse(head.term) : head.term;
  };
  /**
   * The term's conditions. Its query and pattern are made once per statement (the CTE `term`, read through InitPlans)
   * rather than once per mention, or once per request (`computed`): the plans are chosen here (rankedPage), not from the
   * planner's estimates, so they need not be constants at planning time.
   */
  const exact = (params: Params) => {
    const known = computed;
    // The parameters the vocabulary's functions read, added when a function is called in this statement (a parameter
    // the statement does not read would have no type).
    let termParam: string | undefined;
    const term = () => (termParam ??= params.add(q));
    // In Spanish or French, each word also as a stem of the translations in that language; else the words as typed.
    const inLanguage = options.lang === 'es' || options.lang === 'fr';
    let langParam: string | undefined;
    const lang = () => (langParam ??= params.add(options.lang!));
    const tsquery = (text: string) => (inLanguage ? `catalog_tsquery(${text}, ${lang()})` : `catalog_tsquery(${text})`);
    // The same, its last word start written as the words it covers when they are few (migrations/0157): exact entries,
    // which the GIN indexes intersect without reading the word start's whole list. Not for whole words (`whole`).
    const matching = (text: string) => (inLanguage ? tsquery(text) : `catalog_words_tsquery(${text})`);
    const tsq = '(SELECT tsq FROM term)';
    const whole = '(SELECT whole FROM term)';
    const pat = '(SELECT pat FROM term)';
    // The pattern for the programs' letters: NULL when the term is in no word at all (catalog_inner_like, migrations/0155).
    const inner = '(SELECT inner_pat FROM term)';
    // Every word of the term, each anywhere (catalog_tsquery: an AND of the words, the last one also a word start).
    const narrowed = narrowTerm !== null;
    const narrow = '(SELECT narrow FROM term)';
    const words = narrowed ? `(p.search_tsv @@ ${narrow} AND coalesce(p.search_tsv @@ ${tsq}, false))` : `p.search_tsv @@ ${tsq}`;
    const nameWords = narrowed ? `(p.name_tsv @@ ${narrow} AND coalesce(p.name_tsv @@ ${tsq}, false))` : `p.name_tsv @@ ${tsq}`;
    // Whole words: the term's last word as a whole word too ("cost" is a word of "cost", a word start of "costa").
    const wholeWords = `p.search_tsv @@ ${whole}`;
    const wholeName = `p.name_tsv @@ ${whole}`;
    const wordsOnly = short || several;
    const noWords = `NOT coalesce(${words}, false)`;
    const noWholeWords = `NOT coalesce(${wholeWords}, false)`;
    const inName = `catalog_norm(p.name) LIKE ${pat}`;
    const any = wordsOnly ? words : `(${words} OR p.search_text LIKE ${inner})`;
    // Whether any program can match (migrations/0162): a word in no public program's text matches none, nor do its
    // letters when they are inside no word. Not asked in Spanish or French, whose stems the vocabulary does not hold.
    const possible = inLanguage ? undefined : `((SELECT possible FROM term)${wordsOnly ? '' : ` OR ${inner} IS NOT NULL`})`;
    // The term's columns: each computed by the vocabulary's functions, or the value an earlier statement computed.
    type Column = readonly [name: string, cast: string, sql: () => string];
    const columns: Column[] = [
      ['tsq', '::tsquery', () => matching(term())],
      ['pat', '::text', () => `catalog_like(${term()})`],
      ...(wordsOnly ? [] : [['inner_pat', '::text', () => `catalog_inner_like(${term()})`] as Column]),
      ['whole', '::tsquery', () => `regexp_replace(${tsquery(term())}::text, ':[*]', '', 'g')::tsquery`],
      ...(narrowed ? [['narrow', '::tsquery', () => matching(params.add(narrowTerm))] as Column] : []),
      ...(possible ? [['possible', '::boolean', () => `catalog_may_match(${term()})`] as Column] : []),
    ];
    return {
      term,
      with: `term AS MATERIALIZED (SELECT ${columns.map(([name, cast, sql]) => `${known ? params.add(known[name] ?? null, cast) : sql()} AS ${name}`).join(', ')})`,
      // Returned by the first statement for the ones after it.
      computed: known ? undefined : '(SELECT to_json(t) FROM term t)',
      possible,
      any,
      cheap: wordsOnly ? undefined : words,
      // With a sort, one tier: every match, in the sort's order.
      tiers: sorted
        ? [any]
        : [
            wholeName,
            `${wholeWords} AND NOT ${wholeName}`,
            `${nameWords} AND ${noWholeWords}`,
            `${words} AND NOT ${nameWords} AND ${noWholeWords}`,
            ...(wordsOnly ? [] : [`p.search_text LIKE ${inner} AND ${inName} AND ${noWords}`, `p.search_text LIKE ${inner} AND NOT ${inName} AND ${noWords}`]),
          ],
    };
  };
  const hasFilters = Boolean(options.filters && Object.values(options.filters).some((v) => v !== undefined));
  // Filters with keys in the words' indexes (migrations/0065): the matches come from them.
  const keyed = Boolean(options.filters && hasFilterKeys(options.filters, today));
  // The facets' candidates for the one filter chosen are the words' matches alone: their share of the search's walk
  // lets the facets walk too (facets.ts) when the words are common and the filter is not ("spa" in Italy: its country
  // facet counts "spa" everywhere, 120 ms of bitmaps at 1,000,000). Not with guests or a map's view, which the
  // candidates keep.
  const wordsShare = Boolean(options.facets) && options.filters?.guests === undefined && !options.filters?.bbox;
  // A map view with few programs inside (geo/bounds-sql.ts, planView): read from the points' index, never walked for.
  const fewFiltered = Boolean(options.filters?.bbox?.indexed);
  const exactMatch = (params: Params) => {
    const e = exact(params);
    return { with: e.with, cond: e.any };
  };
  const first = await rankedPage(database, limit, offset, order, (params) => {
    const e = exact(params);
    // When the walk saw the whole catalogue and the exact matches do not fill the page, the corrected words come with it.
    const fuzzy = (p: Params) => `CASE WHEN count(*) < ${searchTuning.walk} AND count(w.r) < ${p.add(offset + limit, '::int')} THEN catalog_fuzzy_tsquery(${e.term()})::text END`;
    return { base: filtered(params), ...e, places: placesSql(), fuzzy };
  }, { filtered: hasFilters, keyed, wordsShare, candidates, fewFiltered, measured: counted && ((shares) => counted({ match: exactMatch, ...facetWalks(shares) })), firstHead: remember });
  const head = first.head;
  const places = toPlaces(head?.places ?? []);
  const found = cards(first.rows);
  // Corrected words: only while every exact match has been counted, and only for what the exact tiers left of the page.
  if (first.total > SEARCH_TOTAL_CAP || found.length >= limit) return { result: ranked(first.total, found, places), match: exactMatch, ...facetWalks(first) };
  let fuzzy = head?.fuzzy ?? null;
  if ((head?.walked ?? 0) >= searchTuning.walk) {
    const [corrected] = await database.query<{ fuzzy: string | null }>('SELECT catalog_fuzzy_tsquery($1)::text AS fuzzy', [q]);
    fuzzy = corrected?.fuzzy ?? null;
  }
  // The walks as when the page was full: the first walk's `common` share is only set past the cap, and the words' own
  // share, set when the words are common, sizes the facets' walk of a term common alone and rare with its filter.
  if (!fuzzy) return { result: ranked(first.total, found, places), match: exactMatch, ...facetWalks(first) };
  const corrected = fuzzy;
  // The facets count what the answer holds: the exact matches and the corrected ones.
  const withCorrected = (params: Params) => {
    const e = exact(params);
    // No coalesce around the exact part: only in a WHERE, where NULL counts as false, and an OR of bare conditions is
    // what lets PostgreSQL join the indexes' bitmaps (with it, every public program was read: 90 ms at 100,000).
    return { with: e.with, cond: `(${e.any} OR p.search_tsv @@ ${params.add(corrected, '::tsquery')})` };
  };
  const more = await rankedPage(database, limit - found.length, Math.max(0, offset - first.total), order, (params) => {
    const e = exact(params);
    const f = params.add(corrected, '::tsquery');
    const notExact = `NOT coalesce(${e.any}, false)`;
    return {
      base: filtered(params),
      with: e.with,
      any: `p.search_tsv @@ ${f} AND ${notExact}`,
      tiers: sorted ? [`p.search_tsv @@ ${f} AND ${notExact}`] : [`p.name_tsv @@ ${f} AND ${notExact}`, `p.search_tsv @@ ${f} AND NOT p.name_tsv @@ ${f} AND ${notExact}`],
    };
  }, { filtered: hasFilters, keyed, wordsShare, candidates, fewFiltered, measured: counted && ((shares) => counted({ match: withCorrected, ...facetWalks(shares) })), firstHead: remember });
  // They walk as the corrected words' walk says when those are common (the exact matches, needing correction, are few):
  // its share leaves the exact ones out, so the walk is a little longer than needed and stops at its candidates. Read
  // from the bitmaps, a misspelled word's letter groups and the corrected word's entries cost 45–65 ms at 1,000,000
  // ("meditaton"), walked 24–33 ms.
  return { result: ranked(first.total + more.total, [...found, ...cards(more.rows)], places), match: withCorrected, ...facetWalks(more) };
}

const ranked = (total: number, programs: ProgramSummary[], places: SearchPlace[]): SearchResult => ({
  programs,
  total: Math.min(total, SEARCH_TOTAL_CAP),
  totalCapped: total > SEARCH_TOTAL_CAP,
  places,
});

/** The CTE `term`'s row, by column (tsqueries in their text form). */
type TermValues = Record<string, string | boolean | null>;

/** What the first statement read beside the page: the walk's counts, the places, the corrected words. */
interface Head {
  walked: number;
  sample: number;
  /** The walk ended at the match that made the term common, before its length (`walked` is where). */
  stopped?: boolean;
  population: number;
  places?: SearchPlace[] | string;
  fuzzy?: string | null;
  /** How many of the walked programs each tier holds, as [tier, count] pairs. */
  tiers?: [number, number][] | string;
  /** How many of the walked programs the words alone match (a walk of the public programs, when asked). */
  words?: number;
  /** The term's values (RankedSql's `computed`), as JSON. */
  term?: TermValues | string | null;
  /** How many of them are the facets' candidates (the words and `PageHow.candidates`), when asked. */
  candidates?: number;
}

interface RankedSql {
  /** The public, filtered programs. */
  base: string;
  /** What matches (the union of the tiers). */
  any: string;
  /** Each tier's condition, best first, each excluding the ones before it. */
  tiers: string[];
  /** The places offered beside the programs (a scalar subquery), read in the first statement. */
  places?: string;
  /** Read in the walk (given its parameters): the corrected words, when the walk saw every program and they are needed. */
  fuzzy?: (params: Params) => string;
  /** Common table expressions the conditions read. */
  with?: string;
  /** A part of `any` its GIN index answers cheaply, counted first (see rankedPage). */
  cheap?: string;
  /** False when no program can match (a misspelled word): the walk then reads none. */
  possible?: string | undefined;
  /** Values the first statement computes and returns as `head.term`, for the statements after it (see `firstHead`). */
  computed?: string | undefined;
}

/** How rankedPage reads: `filtered`, with filters; `keyed`, filters with keys (migrations/0065); `wordsShare`, the
 * words' own share of the walk asked for (facets), and `candidates`' with them; `fewFiltered`, filters known to hold
 * few programs. */
interface PageHow {
  filtered: boolean;
  keyed?: boolean;
  wordsShare?: boolean;
  candidates?: Candidates | undefined;
  fewFiltered?: boolean;
  /** Told the walks' shares once they are final, before the page's next statement (the facets start beside it). */
  measured?: ((shares: Shares) => void) | undefined;
  /** Given the first walk's head as soon as it is read, before any other statement of the page (or the facets). */
  firstHead?: ((head: Head) => void) | undefined;
}

/** The shares of a walk rankedPage measured for the facets. */
interface Shares {
  walked?: WalkShare | undefined;
  wordsWalked?: WalkShare | undefined;
  candidatesWalked?: WalkShare | undefined;
}

/**
 * One page of the programs matching `any`, ranked by tier then in the public order, and how many match. PostgreSQL
 * would choose between walking an index in the public order (stopping once the page is full: fast when many programs
 * match) and a bitmap of the matches from the GIN indexes (fast when few do) by its estimate of how many match; a
 * wrong estimate for a rare or misspelled word makes it walk the whole catalogue, and a bitmap of a very common word
 * reads hundreds of thousands of index entries. So the choice is made here, and each statement runs with the other
 * plans switched off:
 *   1. a walk of the first `walk` programs in the public order counts the matches among them (and reads `extra`).
 *      Many (over three times SEARCH_TOTAL_CAP when scaled to the whole catalogue, as its statistics count it): the
 *      term is common, the total is not counted but given as capped ("1,000+"), and the page comes from step 3.
 *   2. otherwise, bitmaps only: the count (at most SEARCH_TOTAL_CAP + 1 rows; the word matches first, which the GIN
 *      index of words answers at little cost, then, when they are not over the cap, with the inner-word matches from
 *      the trigram index, which reads long lists for common letter groups) and, when that is all of them, the page:
 *      every match ranked and sorted.
 *   3. more: each tier through topN, in rank order under the page's LIMIT (PostgreSQL runs the branches of a UNION ALL
 *      in order and stops once the page is full, so a common term never reaches the later tiers).
 * With filters, the walk's share does not scale to the catalogue: a term common among the filtered programs walks on,
 * up to `longWalkFactor` times as far (its count is then exact, or past the cap), and step 2 counts the others.
 * With filters that have keys in the words' and letters' GIN indexes (`keyed`, migrations/0065), there is no walk: step
 * 2 first, since those indexes intersect the words and the filters (their work follows the programs passing both, and
 * the count stops past the cap), where a walk in the public order reads every program passing the filters alone.
 */
async function rankedPage(database: Database, limit: number, offset: number, order: Order, build: (params: Params) => RankedSql, how: PageHow) {
  const { filtered, keyed = false, wordsShare = false, candidates, fewFiltered = false, measured: onMeasured, firstHead } = how;
  const walk = searchTuning.walk;
  const rank = (tiers: string[]) => `CASE ${tiers.map((t, i) => `WHEN ${t} THEN ${i}`).join(' ')} ELSE ${tiers.length} END`;
  // The walk keeps each program's rank when it matches; when it saw the whole (small) catalogue, the page comes from it.
  // `stops`: the walk ends at its `stop`th match when that decides the term common (see the unfiltered walk below).
  const probe = (length: number, withExtra: boolean, publicOnly = false, stops = false) => {
    const p1 = new Params();
    const first = build(p1);
    // Over the public programs alone, the filters checked with the term on each: with the filters in its WHERE, the
    // generic plan reads a filter's programs through another index and sorts them all before the LIMIT (a category's
    // 153,435 at 1,000,000: 2 s).
    // A term no program can match walks none: the walk then says it saw every program, none matching.
    const walked = `${publicOnly ? PUBLIC_SQL : first.base}${first.possible ? ` AND ${first.possible}` : ''}`;
    // The words alone, when their share is asked for (the facets of a word with a filter: see `wordsWalked`), are
    // checked once and kept beside the rank.
    const counted = publicOnly && wordsShare;
    const matches = counted ? `m.words AND ${first.base}` : publicOnly ? `${first.base} AND ${first.any}` : first.any;
    const candidate = counted ? candidates?.(p1) : undefined;
    // The walk as far as its `stop`th match, when it stops: a CTE is computed only as far as it is read, and `cut` reads
    // `all` up to that match (the fewest matches that `walk` programs would have to hold for the term to be common, and
    // the page), so `w` is that part of the walk; without it, the whole walk. The counts below are then of that part.
    const stopping = stops && !counted && !candidate;
    const stop = stopping ? commonStopSql(p1, offset + limit, searchTuning.commonAbove, walk) : '';
    return database.queryWithSettings<Head & { json: string | null }>(
      WALKS_ONLY,
      `WITH ${first.with ? `${first.with}, ` : ''}${stopping ? 'all_' : ''}w AS MATERIALIZED (
         -- Numbered in the walk's order (the order the subquery gives its rows).
         SELECT x.*, row_number() OVER () AS ord FROM (
           SELECT p.id, CASE WHEN ${matches} THEN ${rank(first.tiers)} END AS r${counted ? ', m.words' : ''}${candidate ? `, m.words AND coalesce(${candidate}, false) AS c` : ''}
           FROM programs p${counted ? `, LATERAL (SELECT coalesce(${first.any}, false) AS words) m` : ''} WHERE ${walked} ORDER BY ${orderBy(order)} LIMIT ${length}) x)${
         stopping
           ? `,
       cut AS MATERIALIZED (SELECT (SELECT a.ord FROM all_w a WHERE a.r IS NOT NULL OFFSET ${stop} - 1 LIMIT 1) AS ord),
       w AS MATERIALIZED (SELECT * FROM all_w LIMIT coalesce((SELECT ord FROM cut), ${length}))`
           : ''
       }
       SELECT h.*, s.json FROM (
         SELECT count(*)::int AS walked, count(w.r)::int AS sample, ${stopping ? '(SELECT ord FROM cut) IS NOT NULL' : 'false'} AS stopped,${counted ? ' count(*) FILTER (WHERE w.words)::int AS words,' : ''}${candidate ? ' count(*) FILTER (WHERE w.c)::int AS candidates,' : ''}
           ${PUBLIC_POPULATION_SQL} AS population,
           (SELECT coalesce(json_agg(json_build_array(t.r, t.c)), '[]') FROM (SELECT w.r, count(*)::int AS c FROM w WHERE w.r IS NOT NULL GROUP BY w.r) t) AS tiers${withExtra && first.places ? `, (${first.places}) AS places` : ''}${withExtra && first.computed ? `, ${first.computed} AS term` : ''}${withExtra && first.fuzzy ? `, ${first.fuzzy(p1)} AS fuzzy` : ''}
         FROM w) h
       LEFT JOIN LATERAL (
         SELECT p.summary_json AS json FROM w JOIN programs p ON p.id = w.id
         WHERE h.walked < ${length} AND NOT h.stopped AND w.r IS NOT NULL ORDER BY w.r, w.ord LIMIT ${p1.add(limit, '::int')} OFFSET ${p1.add(offset, '::int')}
       ) s ON true`,
      p1.values,
    );
  };
  // Bitmaps only, one pass over the matches (at most the cap, then it stops): counted, ranked and sorted from the one
  // read. Two statements' worth (a count, then the page) read the trigram index twice: for a misspelled word of common
  // letter groups ("cryoterapy") that index alone is ~60 ms at 1,000,000.
  const bitmaps = async () => {
    const p2 = new Params();
    const { base, any, tiers, cheap, with: ctes } = build(p2);
    const cap = p2.add(SEARCH_TOTAL_CAP, '::int');
    const keys = order.cols.map((c, i) => `${c} AS o${i}`).join(', ');
    // The part the GIN indexes answer without reading rows first (`cheap`): past the cap, the rest is not read.
    const over = cheap ? `(SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${base} AND ${cheap} LIMIT ${cap} + 1) c) > ${cap}` : 'false';
    return database.queryWithSettings<{ total: number; json: string | null }>(
      BITMAPS_ONLY,
      `WITH ${ctes ? `${ctes}, ` : ''}o AS MATERIALIZED (SELECT ${over} AS over),
       m AS MATERIALIZED (
         SELECT p.summary_json AS json, ${rank(tiers)} AS r, ${keys} FROM programs p
         WHERE NOT (SELECT over FROM o) AND ${base} AND ${any} LIMIT ${cap} + 1),
       b AS MATERIALIZED (SELECT (CASE WHEN (SELECT over FROM o) THEN ${cap} + 1 ELSE (SELECT count(*) FROM m) END)::int AS total)
       SELECT b.*, s.json FROM b
       LEFT JOIN LATERAL (
         SELECT m.json FROM m WHERE b.total <= ${cap} ORDER BY m.r, ${orderBy({ cols: order.cols.map((_, i) => `m.o${i}`), desc: order.desc })}
         LIMIT ${p2.add(limit, '::int')} OFFSET ${p2.add(offset, '::int')}
       ) s ON true`,
      p2.values,
    );
  };
  let total: number | undefined;
  let head: Head | undefined;
  // The share of matches in a walk of the public programs in the public order, when it set the total as capped: the
  // facets walk the same way (facets.ts, facetWalk).
  let common: WalkShare | undefined;
  // Each tier's matches among the first `walk` public programs in the order, when the walk that found the term common
  // read exactly those (no filters in its WHERE): step 3 walks on for a tier they say is common (topN's `further`).
  let walkedTiers: Head['tiers'];
  // The words' own share of that walk, when common (asked for by `wordsShare`), and the facets' candidates' (`candidates`).
  let wordsWalked: WalkShare | undefined;
  let candidatesWalked: WalkShare | undefined;
  /** The shares measured for the facets, as they stand when the page is returned. */
  const measured = (): Shares => ({ walked: common, wordsWalked, candidatesWalked });
  // The shares are final from the first walk on (the filtered walk below, or the unfiltered one and what it decides):
  // told once, before the next statement, so that the facets run beside the rest of the page.
  let told = false;
  const final = () => {
    if (told || !onMeasured) return;
    told = true;
    onMeasured(measured());
  };
  if (filtered && !fewFiltered && order === PUBLIC_ORDER) {
    // Words with broad filters (a common word, prices over most of the catalogue): the keys' bitmap below is read whole
    // before its LIMIT ("retreat" with 500–5,000: 106,524 entries and 75,258 letter matches, 216 ms at 1,000,000),
    // while the walk finds a page among the first programs; a filter without keys (places for guests, which most
    // programs have) would walk the filtered programs 8 times as far below to count past the cap ("meditation" with
    // 2 guests: 16,000 programs, 111 ms). So the walk first: when its share of matches, scaled to
    // the catalogue, is far past the cap, the total is given as capped and the page comes from the tiers' walks (3).
    // Only in the public order: a sort's order can put a filter's programs first (the cheapest under maxPrice), and
    // its share would then not scale. A rare combination pays one walk (~5 ms at 1,000,000) before its bitmap; filters
    // known to hold few programs (`fewFiltered`) do not, since the walk would find none (a small map view: 25 ms on
    // PGlite at 100,000).
    const [probed] = await probe(walk, true, true);
    if (probed) firstHead?.(probed);
    if (probed?.words !== undefined && probed.walked >= walk && probed.population > 0 && (probed.words * probed.population) / walk > searchTuning.commonAbove) {
      wordsWalked = { share: probed.words / walk, population: probed.population };
    }
    if (probed?.candidates !== undefined && probed.walked >= walk && probed.population > 0) candidatesWalked = { share: probed.candidates / walk, population: probed.population };
    if (probed && probed.walked >= walk && probed.population > 0 && (probed.sample * probed.population) / walk > searchTuning.commonAbove) {
      head = probed;
      total = SEARCH_TOTAL_CAP + 1;
      walkedTiers = probed.tiers;
      common = { share: probed.sample / walk, population: probed.population };
    }
  }
  if (total !== undefined) {
    // Common: counted as capped above.
  } else if (keyed) {
    // One pass over the matches (at most the cap, then it stops): counted, ranked and sorted from the one read.
    const p2 = new Params();
    const { base, any, tiers, with: ctes, places } = build(p2);
    const cap = p2.add(SEARCH_TOTAL_CAP, '::int');
    const keys = order.cols.map((c, i) => `${c} AS o${i}`).join(', ');
    final();
    const rows = await database.queryWithSettings<{ total: number; json: string | null; places?: SearchPlace[] | string }>(
      BITMAPS_ONLY,
      `WITH ${ctes ? `${ctes}, ` : ''}m AS MATERIALIZED (
         SELECT p.summary_json AS json, ${rank(tiers)} AS r, ${keys} FROM programs p WHERE ${base} AND ${any} LIMIT ${cap} + 1),
       b AS MATERIALIZED (SELECT (SELECT count(*) FROM m)::int AS total${places ? `, (${places}) AS places` : ''})
       SELECT b.*, s.json FROM b
       LEFT JOIN LATERAL (
         SELECT m.json FROM m WHERE b.total <= ${cap} ORDER BY m.r, ${orderBy({ cols: order.cols.map((_, i) => `m.o${i}`), desc: order.desc })}
         LIMIT ${p2.add(limit, '::int')} OFFSET ${p2.add(offset, '::int')}
       ) s ON true`,
      p2.values,
    );
    // No walk: the corrected words, when needed, are looked up apart (as after a walk that did not see every program).
    head = { walked: walk, sample: 0, population: 0, places: rows[0]?.places ?? [] };
    total = rows[0]?.total ?? 0;
    if (total <= SEARCH_TOTAL_CAP) return { total, rows, head, ...measured() };
  } else {
    // Without filters, the walk stops at the match that makes the term common: what it did not read could only add
    // matches. With them, its counts decide a longer walk, and it reads all of its length.
    const probed = await probe(walk, true, false, !filtered);
    head = probed[0];
    if (!head) return { total: 0, rows: [], head, ...measured() };
    firstHead?.(head);
    // With filters, a term common among the filtered programs (its share of the walk would pass the cap within a longer
    // walk) is counted by walking on: that work follows the filtered programs, where the bitmaps' follows the term's
    // matches in the whole catalogue ("retreat" in 18 % of it: 140 ms at 100,000 for 553 spa programs of 4–7 nights).
    const longWalk = walk * searchTuning.longWalkFactor;
    let walked = head;
    let walkRows = probed;
    if (filtered && head.walked >= walk && head.sample * searchTuning.longWalkFactor > SEARCH_TOTAL_CAP) {
      final();
      walkRows = await probe(longWalk, false);
      walked = walkRows[0] ?? head;
    }
    const length = walked === head ? walk : longWalk;
    if (walked.walked < length && !walked.stopped) {
      // The walk saw every program there is: its count is the total, and its page is the page.
      total = walked.sample;
      if (total <= SEARCH_TOTAL_CAP) return { total, rows: walkRows, head, ...measured() };
    } else if (walked !== head && walked.sample > SEARCH_TOTAL_CAP) {
      total = SEARCH_TOTAL_CAP + 1;
    } else if (!filtered && head.population > 0 && (head.sample * head.population) / walk > searchTuning.commonAbove) {
      total = SEARCH_TOTAL_CAP + 1;
      walkedTiers = head.tiers;
      if (order === PUBLIC_ORDER) common = { share: head.sample / (head.stopped ? head.walked : walk), population: head.population };
    } else {
      final();
      const rows = await bitmaps();
      total = rows[0]?.total ?? 0;
      if (total <= SEARCH_TOTAL_CAP) return { total, rows, head, ...measured() };
    }
  }
  const p3 = new Params();
  const { base, tiers, with: ctes } = build(p3);
  const n = p3.add(offset + limit, '::int');
  const counts = new Map<number, number>(typeof walkedTiers === 'string' ? JSON.parse(walkedTiers) : (walkedTiers ?? []));
  // A walk that stopped counted its tiers in its part (`head.walked` programs): scaled to the `walk` programs each
  // tier's first walk reads. A tier it did not meet there is walked all the same: its absence from a part says too
  // little to read it from the indexes instead, sorted (a tier common further on costs tens of milliseconds so).
  const stopped = Boolean(head?.stopped) && walkedTiers !== undefined;
  const scale = stopped ? walk / Math.max(1, head!.walked) : 1;
  const walks = (tier: number): TierWalks => {
    if (!walkedTiers) return { first: true, further: 0 };
    const found = (counts.get(tier) ?? 0) * scale;
    const needed = offset + limit - found;
    return {
      // None among the first programs: their walk would find none again (each tier's walk reads the same programs).
      first: found > 0 || stopped,
      further: furtherWalk(found, needed, walk),
    };
  };
  final();
  const rows = await database.queryWithSettings<{ json: string | null }>(
    NO_SEQUENTIAL_SCAN,
    `${ctes ? `WITH ${ctes} ` : ''}SELECT t.json FROM (${tiers.map((tier, i) => topN(base, tier, n, walk, order, walks(i))).join(' UNION ALL ')}) t LIMIT ${p3.add(limit, '::int')} OFFSET ${p3.add(offset, '::int')}`,
    p3.values,
  );
  return { total, rows, head, ...measured() };
}

/**
 * How many programs after the first `walk` a tier walks on in the order (0: none, its rest is sorted from the indexes),
 * for `found` matches of it among those first programs (scaled to `walk` programs) and `needed` more for the page.
 * Walk on when that share would find what the page still needs twice over within the longer walk (a common word of the
 * names: "harbor" in 2 % of them, where the sort reads all ~20,000). Three times over left "yoga retreat" in this month
 * at offset 12 (10 in 2,000, 14 still needed) to its sort: 6,372 programs from the bitmaps, 35 ms at 1,000,000, where
 * the walk on finds them in ~3,000 programs.
 */
export function furtherWalk(found: number, needed: number, walk: number): number {
  return needed > 0 && found * searchTuning.furtherFactor >= 2 * needed ? walk * searchTuning.furtherFactor : 0;
}

/** Which walks a tier takes in topN: the first `walk` programs, and how many after them. */
interface TierWalks {
  first: boolean;
  further: number;
}

/**
 * The first n programs in the order that meet `cond` and the filters (`base`), with a bounded amount of work whatever
 * their number: the first `walk` public programs in that order are checked one by one, the filters with the term (a
 * common match fills n early and stops); if fewer than n of them match, the rest come from the indexes beyond the last
 * program walked, sorted (the sort key is not the index's, so PostgreSQL cannot walk the index instead); a tier the
 * first walk found common walks on first, one found absent skips it (`TierWalks`). The walk reads
 * the public programs alone, not those passing the filters: with the filters in its WHERE, a generic plan reads them
 * through a filter's index and sorts them all before its LIMIT (504,703 programs of 3 to 14 nights at 1,000,000: 3.3 s).
 */
function topN(base: string, cond: string, n: string, walk: number, order: Order, { first, further }: TierWalks = { first: true, further: 0 }): string {
  const by = orderBy(order);
  const cols = order.cols.join(', ');
  // The sort key changed in form only, so that PostgreSQL sorts the few rows rather than walking the index.
  const [lead, ...rest] = order.cols;
  const unwalked = orderBy({ cols: [lead === 'p.created_at' ? `${lead} + interval '0 s'` : `${lead} + 0`, ...rest], desc: order.desc });
  const cmp = order.desc ? '<' : '>';
  // The last program of the first `length` public programs in the order (this subquery's own p hides the outer one).
  const after = (length: number) => `(${cols}) ${cmp} (SELECT ${cols} FROM programs p WHERE ${PUBLIC_SQL} ORDER BY ${by} OFFSET ${length - 1} LIMIT 1)`;
  const walked = (where: string, length: number) =>
    `(SELECT w.json FROM (SELECT p.summary_json AS json, ${base} AND ${cond} AS m FROM programs p WHERE ${where} ORDER BY ${by} LIMIT ${length}) w WHERE w.m)`;
  const branches = [
    ...(first ? [walked(PUBLIC_SQL, walk)] : []),
    ...(further > 0 ? [walked(`${PUBLIC_SQL} AND ${after(walk)}`, further)] : []),
    `(SELECT p.summary_json AS json FROM programs p WHERE ${base} AND ${cond} AND ${after(walk + further)} ORDER BY ${unwalked})`,
  ];
  return `(SELECT u.json FROM (${branches.join(' UNION ALL ')}) u LIMIT ${n})`;
}

/** Countries, then each country's cities, in the destinations' order, whose normalised names contain the term (CTE `term`). */
function placesSql(): string {
  return `SELECT coalesce(json_agg(json_build_object('country', x.country, 'city', x.city) ORDER BY x.sort, x.k), '[]') FROM (
    SELECT * FROM (
      SELECT d.sort, 0::bigint AS k, d.country, NULL::text AS city FROM destinations d WHERE catalog_norm(d.country) LIKE (SELECT pat FROM term)
      UNION ALL
      SELECT d.sort, c.k, d.country, c.city FROM destinations d, jsonb_array_elements_text(d.cities) WITH ORDINALITY AS c(city, k)
        -- Only the destinations whose names hold the term at all (search_names, stored) look at each city.
        WHERE d.search_names LIKE (SELECT pat FROM term) AND catalog_norm(c.city) LIKE (SELECT pat FROM term)
    ) y ORDER BY y.sort, y.k LIMIT ${MAX_PLACES}) x`;
}

function toPlaces(value: SearchPlace[] | string): SearchPlace[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as { country: string; city: string | null }[];
  return list.map(({ country, city }) =>
    city === null ? { type: 'country', country, label: country } : { type: 'city', country, city, label: `${city}, ${country}` },
  );
}
