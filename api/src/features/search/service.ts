// Catalogue search, answered by PostgreSQL (migrations/0009): the SPEC's case-insensitive substring search over name,
// location, details, country and city, accents ignored, ranked, with misspelled words corrected.
import { SEARCH_TOTAL_CAP, type ProgramSummary, type SearchPlace } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
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
 * A program matches when the term, normalised (lower case, accents removed: `catalog_norm`), is a substring of its
 * normalised search text, or when the term's words are words of it in that order, the last one possibly the start
 * of a word (`catalog_tsquery`). When a word of the term is in no public program (a misspelling: "kyotp"), the
 * programs with the nearest words that are ("kyoto", pg_trgm similarity) match too, after every other match.
 *
 * Ranked in tiers, each in the public order (created_at, id):
 *   1. the words in the name; 2. the words elsewhere; 3. the term inside a word of the name; 4. inside a word elsewhere;
 *   5. the corrected words in the name; 6. elsewhere.
 * Each tier is one indexed query with its own LIMIT (offset + limit), joined by UNION ALL under the page's LIMIT:
 * PostgreSQL runs the branches in order and stops pulling rows once the page is full, so a common term never touches
 * the later tiers, and a rare one is found through the GIN indexes (tsvector, trigrams). The count stops at
 * SEARCH_TOTAL_CAP + 1.
 */
export async function searchPrograms(database: Database, options: SearchOptions, today = todayUtc()): Promise<SearchResult> {
  const q = options.q.trim();
  const limit = options.limit ?? 20;
  const offset = options.offset ?? 0;
  const params = new Params();
  const filters = options.filters ? filterConditions(options.filters, params, today) : [];
  const base = [PUBLIC_SQL, ...filters].join(' AND ');
  const cap = params.add(SEARCH_TOTAL_CAP + 1, '::int');
  const page = `LIMIT ${params.add(limit, '::int')} OFFSET ${params.add(offset, '::int')}`;

  if (!q) {
    const rows = await database.query<{ total: number; json: string | null }>(
      `SELECT b.total, s.json FROM (SELECT (SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${base} LIMIT ${cap}) c)::int AS total) b
       LEFT JOIN LATERAL (SELECT p.summary_json AS json FROM programs p WHERE ${base} ORDER BY p.created_at, p.id ${page}) s ON true`,
      params.values,
    );
    return result(rows, 0, [], []);
  }

  const n = params.add(offset + limit, '::int');
  const term = params.add(q);
  // Planned with the term's value (an unnamed statement), these fold to constants: the planner sees the real query.
  const words = `p.search_tsv @@ catalog_tsquery(${term})`;
  const nameWords = `p.search_tsv @@ catalog_tsquery(${term}, 'A')`;
  const inText = `p.search_text LIKE catalog_like(${term})`;
  const inName = `catalog_norm(p.name) LIKE catalog_like(${term})`;
  const notWords = `NOT coalesce(${words}, false)`;
  const tier = (where: string) => `(SELECT p.summary_json AS json FROM programs p WHERE ${base} AND ${where} ORDER BY p.created_at, p.id LIMIT ${n})`;
  const rows = await database.query<{ total: number; places: SearchPlace[] | string; fuzzy: string | null; fuzzy_name: string | null; json: string | null }>(
    `SELECT b.total, b.places, b.fuzzy, b.fuzzy_name, s.json
     FROM (SELECT
       (SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${base} AND (coalesce(${words}, false) OR ${inText}) LIMIT ${cap}) c)::int AS total,
       catalog_fuzzy_tsquery(${term})::text AS fuzzy, catalog_fuzzy_tsquery(${term}, 'A')::text AS fuzzy_name,
       (${placesSql(term)}) AS places) b
     LEFT JOIN LATERAL (
       SELECT t.json FROM (
         ${tier(nameWords)}
         UNION ALL ${tier(`${words} AND NOT ${nameWords}`)}
         UNION ALL ${tier(`${inText} AND ${inName} AND ${notWords}`)}
         UNION ALL ${tier(`${inText} AND NOT ${inName} AND ${notWords}`)}
       ) t ${page}
     ) s ON true`,
    params.values,
  );
  const head = rows[0];
  const places = toPlaces(head?.places ?? []);
  const exact = head?.total ?? 0;
  const found = rows.filter((r) => r.json !== null);
  // Corrected words: only while every exact match has been counted, and only for what the exact tiers left of the page.
  if (!head?.fuzzy || !head.fuzzy_name || exact > SEARCH_TOTAL_CAP || found.length >= limit) return result(rows, 0, places, []);

  const fp = new Params();
  const fBase = [PUBLIC_SQL, ...(options.filters ? filterConditions(options.filters, fp, today) : [])].join(' AND ');
  const fTerm = fp.add(q);
  const fuzzy = fp.add(head.fuzzy, '::tsquery');
  const fuzzyName = fp.add(head.fuzzy_name, '::tsquery');
  const fCap = fp.add(SEARCH_TOTAL_CAP + 1 - exact, '::int');
  const fSkip = Math.max(0, offset - exact);
  const fN = fp.add(fSkip + limit - found.length, '::int');
  const exactMatch = `(coalesce(p.search_tsv @@ catalog_tsquery(${fTerm}), false) OR p.search_text LIKE catalog_like(${fTerm}))`;
  const fTier = (where: string) => `(SELECT p.summary_json AS json FROM programs p WHERE ${fBase} AND ${where} AND NOT ${exactMatch} ORDER BY p.created_at, p.id LIMIT ${fN})`;
  const more = await database.query<{ total: number; json: string | null }>(
    `SELECT b.total, s.json
     FROM (SELECT (SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${fBase} AND p.search_tsv @@ ${fuzzy} AND NOT ${exactMatch} LIMIT ${fCap}) c)::int AS total) b
     LEFT JOIN LATERAL (
       SELECT t.json FROM (
         ${fTier(`p.search_tsv @@ ${fuzzyName}`)}
         UNION ALL ${fTier(`p.search_tsv @@ ${fuzzy} AND NOT p.search_tsv @@ ${fuzzyName}`)}
       ) t LIMIT ${fp.add(limit - found.length, '::int')} OFFSET ${fp.add(fSkip, '::int')}
     ) s ON true`,
    fp.values,
  );
  return result(rows, more[0]?.total ?? 0, places, more);
}

function result(rows: { total: number; json: string | null }[], extra: number, places: SearchPlace[], more: { json: string | null }[]): SearchResult {
  const total = (rows[0]?.total ?? 0) + extra;
  return { programs: [...cards(rows), ...cards(more)], total: Math.min(total, SEARCH_TOTAL_CAP), totalCapped: total > SEARCH_TOTAL_CAP, places };
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
