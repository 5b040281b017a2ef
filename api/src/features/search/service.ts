// Catalogue search, answered by PostgreSQL (migrations/0009): the SPEC's case-insensitive substring search over name,
// location, details, country and city, accents ignored, ranked, with misspelled words corrected.
import { SEARCH_TOTAL_CAP, type ProgramSummary, type SearchPlace } from '@wellness/shared/domain';
import type { Database, SqlValue } from '../../db/client';
import { filterConditions, todayUtc, type ProgramFilters } from '../programs/filters';
import { cards, Params, PUBLIC_SQL } from '../programs/summary-sql';

export interface SearchOptions {
  /** The term as typed (trimmed here); empty lists every public program. */
  q: string;
  limit?: number | undefined;
  offset?: number | undefined;
  /** The programs list's filters, applied to every match. */
  filters?: ProgramFilters | undefined;
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
}

/** Places offered beside the programs. */
const MAX_PLACES = 8;

/**
 * `walk`: programs walked in the public order to tell a common term from a rare one, and before a sparse tier's matches
 * are taken from its index instead (see rankedPage, topN); `commonAbove`: the estimated number of matches above which
 * a term is not counted. Settings only so that tests can take every path on a small catalogue.
 */
export const searchTuning = { walk: 2000, commonAbove: 3 * SEARCH_TOTAL_CAP };

/**
 * Planner settings of the two kinds of statement (SET LOCAL: this transaction only). A switched-off plan is not
 * forbidden but priced 10^10, which would make PostgreSQL compile the statement (JIT, ~0.5 s) and start parallel
 * workers for the small scans left (the destinations): both off too. PGlite ignores what it does not have.
 */
const SMALL_STATEMENT = 'SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0';
const BITMAPS_ONLY = `${SMALL_STATEMENT}; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off`;
const NO_SEQUENTIAL_SCAN = `${SMALL_STATEMENT}; SET LOCAL enable_seqscan = off`;
const WALKS_ONLY = `${NO_SEQUENTIAL_SCAN}; SET LOCAL enable_bitmapscan = off`;

/**
 * A program matches when the term, normalised (lower case, accents removed: `catalog_norm`), is a substring of its
 * normalised search text, or when the term's words are words of it in that order, the last one possibly the start
 * of a word (`catalog_tsquery`). A term under three characters matches words and word starts only: the trigram index
 * cannot look inside words for it, so that would be a walk through the whole catalogue. When a word of the term is in
 * no public program (a misspelling: "kyotp"), the programs with the nearest words that are ("kyoto", pg_trgm
 * similarity) match too, after every other match.
 *
 * Ranked in tiers, each in the public order (created_at, id):
 *   1. the words in the name; 2. the words elsewhere; 3. the term inside a word of the name; 4. inside a word elsewhere;
 *   5. the corrected words in the name; 6. elsewhere.
 * The count stops at SEARCH_TOTAL_CAP + 1. How the page is found, so that the work never grows with the catalogue,
 * whatever PostgreSQL estimates for a word (see rankedPage): a term with at most SEARCH_TOTAL_CAP matches is taken whole
 * from the GIN indexes and sorted; a more common one walks each tier in the public order until the page is full.
 */
export async function searchPrograms(database: Database, options: SearchOptions, today = todayUtc()): Promise<SearchResult> {
  const q = options.q.trim();
  const limit = options.limit ?? 20;
  const offset = options.offset ?? 0;
  const filtered = (params: Params) => [PUBLIC_SQL, ...(options.filters ? filterConditions(options.filters, params, today) : [])].join(' AND ');

  if (!q) {
    // Every public program in the public order: an index walk that stops with the page.
    const params = new Params();
    const base = filtered(params);
    const rows = await database.query<{ total: number; json: string | null }>(
      `SELECT b.total, s.json FROM (SELECT (SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${base} LIMIT ${params.add(SEARCH_TOTAL_CAP + 1, '::int')}) c)::int AS total) b
       LEFT JOIN LATERAL (SELECT p.summary_json AS json FROM programs p WHERE ${base} ORDER BY p.created_at, p.id LIMIT ${params.add(limit, '::int')} OFFSET ${params.add(offset, '::int')}) s ON true`,
      params.values,
    );
    return { programs: cards(rows), total: Math.min(rows[0]?.total ?? 0, SEARCH_TOTAL_CAP), totalCapped: (rows[0]?.total ?? 0) > SEARCH_TOTAL_CAP, places: [] };
  }

  const short = [...q].length < 3;
  /** The term's conditions, with its parameter; planned with its value (an unnamed statement), they fold to constants. */
  const exact = (params: Params) => {
    const term = params.add(q);
    const tsq = `catalog_tsquery(${term})`;
    const pat = `catalog_like(${term})`;
    const words = `p.search_tsv @@ ${tsq}`;
    const nameWords = `p.name_tsv @@ ${tsq}`;
    const noWords = `NOT coalesce(${words}, false)`;
    const inName = `catalog_norm(p.name) LIKE ${pat}`;
    return {
      term,
      any: short ? words : `(${words} OR p.search_text LIKE ${pat})`,
      tiers: [nameWords, `${words} AND NOT ${nameWords}`, ...(short ? [] : [`p.search_text LIKE ${pat} AND ${inName} AND ${noWords}`, `p.search_text LIKE ${pat} AND NOT ${inName} AND ${noWords}`])],
    };
  };
  const hasFilters = Boolean(options.filters && Object.values(options.filters).some((v) => v !== undefined));
  const first = await rankedPage(database, limit, offset, (params) => {
    const e = exact(params);
    return { base: filtered(params), ...e, extra: `catalog_fuzzy_tsquery(${e.term})::text AS fuzzy, (${placesSql(e.term)}) AS places` };
  }, hasFilters);
  const head = first.head as { fuzzy?: string | null; places?: SearchPlace[] | string } | undefined;
  const places = toPlaces(head?.places ?? []);
  const found = cards(first.rows);
  const fuzzy = head?.fuzzy;
  // Corrected words: only while every exact match has been counted, and only for what the exact tiers left of the page.
  if (!fuzzy || first.total > SEARCH_TOTAL_CAP || found.length >= limit) return ranked(first.total, found, places);
  const more = await rankedPage(database, limit - found.length, Math.max(0, offset - first.total), (params) => {
    const e = exact(params);
    const f = params.add(fuzzy, '::tsquery');
    const notExact = `NOT coalesce(${e.any}, false)`;
    return {
      base: filtered(params),
      any: `p.search_tsv @@ ${f} AND ${notExact}`,
      tiers: [`p.name_tsv @@ ${f} AND ${notExact}`, `p.search_tsv @@ ${f} AND NOT p.name_tsv @@ ${f} AND ${notExact}`],
    };
  }, hasFilters);
  return ranked(first.total + more.total, [...found, ...cards(more.rows)], places);
}

const ranked = (total: number, programs: ProgramSummary[], places: SearchPlace[]): SearchResult => ({
  programs,
  total: Math.min(total, SEARCH_TOTAL_CAP),
  totalCapped: total > SEARCH_TOTAL_CAP,
  places,
});

interface RankedSql {
  /** The public, filtered programs. */
  base: string;
  /** What matches (the union of the tiers). */
  any: string;
  /** Each tier's condition, best first, each excluding the ones before it. */
  tiers: string[];
  /** Other columns to read with the count (first statement). */
  extra?: string;
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
 *   2. otherwise, bitmaps only: the count (at most SEARCH_TOTAL_CAP + 1 rows) and, when that is all of them, the page:
 *      every match ranked and sorted.
 *   3. more: each tier through topN, in rank order under the page's LIMIT (PostgreSQL runs the branches of a UNION ALL
 *      in order and stops once the page is full, so a common term never reaches the later tiers).
 * With filters, the walk's share does not scale to the catalogue, so step 2 always counts.
 */
async function rankedPage(database: Database, limit: number, offset: number, build: (params: Params) => RankedSql, filtered: boolean) {
  const p1 = new Params();
  const first = build(p1);
  const [probe] = await inTransaction(database, WALKS_ONLY,
    `SELECT count(*)::int AS walked, (count(*) FILTER (WHERE w.m))::int AS sample,
       (SELECT reltuples FROM pg_class WHERE relname = 'programs_public_order_idx')::float8 AS population${first.extra ? `, ${first.extra}` : ''}
     FROM (SELECT ${first.any} AS m FROM programs p WHERE ${first.base} ORDER BY p.created_at, p.id LIMIT ${p1.add(searchTuning.walk, '::int')}) w`,
    p1.values) as ({ walked: number; sample: number; population: number } & Record<string, unknown>)[];
  const head = probe;
  let total: number;
  let rows: { json: string | null }[] = [];
  if (probe && probe.walked < searchTuning.walk) {
    // The walk saw every program there is: its count is the total.
    total = probe.sample;
    if (total === 0) return { total, rows, head };
  } else if (probe && !filtered && probe.population > 0 && (probe.sample * probe.population) / searchTuning.walk > searchTuning.commonAbove) {
    total = SEARCH_TOTAL_CAP + 1;
  } else {
    const p2 = new Params();
    const { base, any } = build(p2);
    const [row] = await inTransaction(database, BITMAPS_ONLY,
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM programs p WHERE ${base} AND ${any} LIMIT ${p2.add(SEARCH_TOTAL_CAP + 1, '::int')}) c`, p2.values) as { total: number }[];
    total = row?.total ?? 0;
    if (total === 0) return { total, rows, head };
  }

  if (total <= SEARCH_TOTAL_CAP) {
    // Few: every match, ranked and sorted.
    const p3 = new Params();
    const { base, any, tiers } = build(p3);
    const rank = `CASE ${tiers.map((t, i) => `WHEN ${t} THEN ${i}`).join(' ')} ELSE ${tiers.length} END`;
    rows = (await inTransaction(database, BITMAPS_ONLY,
      `SELECT p.summary_json AS json FROM programs p WHERE ${base} AND ${any}
       ORDER BY ${rank}, p.created_at, p.id LIMIT ${p3.add(limit, '::int')} OFFSET ${p3.add(offset, '::int')}`, p3.values)) as { json: string | null }[];
    return { total, rows, head };
  }
  const p4 = new Params();
  const { base, tiers } = build(p4);
  const n = p4.add(offset + limit, '::int');
  rows = (await inTransaction(database, NO_SEQUENTIAL_SCAN,
    `SELECT t.json FROM (${tiers.map((tier) => topN(base, tier, n, p4)).join(' UNION ALL ')}) t LIMIT ${p4.add(limit, '::int')} OFFSET ${p4.add(offset, '::int')}`,
    p4.values)) as { json: string | null }[];
  return { total, rows, head };
}

/** One statement in a transaction of its own, with these planner settings. */
function inTransaction(database: Database, settings: string, sql: string, params: readonly SqlValue[]) {
  return database.rawTransaction(async (query) => {
    await query(settings);
    return query(sql, [...params]);
  });
}

/**
 * The first n programs in the public order that meet `cond`, with a bounded amount of work whatever their number: the
 * first `walk` programs in that order are checked one by one (a common condition fills n early and stops); if fewer
 * than n of them meet it, the condition is rare (under n in `walk`), so the rest come from its index beyond the last
 * program walked, sorted (the sort key is not the index's, so PostgreSQL cannot walk the index instead).
 */
function topN(base: string, cond: string, n: string, params: Params): string {
  const walk = params.add(searchTuning.walk, '::int');
  return `(SELECT u.json FROM (
      (SELECT w.json FROM (SELECT p.summary_json AS json, ${cond} AS m FROM programs p WHERE ${base} ORDER BY p.created_at, p.id LIMIT ${walk}) w WHERE w.m)
      UNION ALL
      (SELECT p.summary_json FROM programs p WHERE ${base} AND ${cond}
         -- The last program walked (this subquery's own p hides the outer one).
         AND (p.created_at, p.id) > (SELECT p.created_at, p.id FROM programs p WHERE ${base} ORDER BY p.created_at, p.id OFFSET ${walk} - 1 LIMIT 1)
       ORDER BY p.created_at + interval '0 s', p.id)
    ) u LIMIT ${n})`;
}

/** Countries, then each country's cities, in the destinations' order, whose normalised names contain the term. */
function placesSql(term: string): string {
  return `SELECT coalesce(json_agg(json_build_object('country', x.country, 'city', x.city) ORDER BY x.sort, x.k), '[]') FROM (
    SELECT * FROM (
      SELECT d.sort, 0::bigint AS k, d.country, NULL::text AS city FROM destinations d WHERE catalog_norm(d.country) LIKE catalog_like(${term})
      UNION ALL
      SELECT d.sort, c.k, d.country, c.city FROM destinations d, jsonb_array_elements_text(d.cities) WITH ORDINALITY AS c(city, k)
        WHERE catalog_norm(c.city) LIKE catalog_like(${term})
    ) y ORDER BY y.sort, y.k LIMIT ${MAX_PLACES}) x`;
}

function toPlaces(value: SearchPlace[] | string): SearchPlace[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : value) as { country: string; city: string | null }[];
  return list.map(({ country, city }) =>
    city === null ? { type: 'country', country, label: country } : { type: 'city', country, city, label: `${city}, ${country}` },
  );
}
