// GET /api/programs, answered by PostgreSQL: one statement gives the page and the count (capped), on the partial
// indexes of the public programs (migrations/0002, 0009), so the work depends on the page, not on the catalogue.
import { LIST_TOTAL_CAP, type ProgramSort, type ProgramSummary, type ProgramsQuery } from '@wellness/shared/domain';
import type { Database, SqlValue } from '../db/client';
import { badRequest } from '../lib/errors';
import { filterConditionParts, keysFirst, NEXT_DATE_KEY, NIGHTS_KEY, NONE, PRICE_KEY, RATING_KEY, ratingBound, todayUtc, type PriceIn, type ProgramFilters } from './filters';
import { convertedPriceKeys } from './price-currency';
import { BITMAPS_ONLY, WALKS_ONLY } from './plans';
import { cards, Params, PUBLIC_POPULATION_SQL, PUBLIC_SQL } from './summary-sql';
import { commonStopSql } from './walk-stop';

/** The date-asc key counts days from this day (migrations/0009). */
const DAY_ZERO = '2000-01-01';
const DAY_MS = 86_400_000;
/** Offsets up to this are written into prepared statements; deeper pages run unprepared (see listPrograms). */
const MAX_PREPARED_OFFSET = 500;
const dayNumber = (day: string) => Math.round((Date.parse(day) - Date.parse(DAY_ZERO)) / DAY_MS);

/**
 * Each sort orders by a key that is never NULL (the "none" value puts programs without the number or date last either
 * way), then by the public order (created_at, id); each key is an index of migrations/0009. The default sort is the
 * public order alone.
 */
const SORT_KEY: Record<ProgramSort, string> = {
  'price-asc': PRICE_KEY,
  'price-desc': `coalesce(-p.price, ${NONE})`,
  'duration-asc': NIGHTS_KEY,
  'duration-desc': `coalesce(-p.nights, ${NONE})`,
  'date-asc': NEXT_DATE_KEY,
  'rating-desc': RATING_KEY,
};

/** What a list is asked: the filters (the search's too: guests, instant), a sort, and a page by offset or keyset. */
export type ListQuery = ProgramFilters & Pick<ProgramsQuery, 'sort' | 'limit' | 'offset' | 'after'>;

export interface ProgramPage {
  programs: ProgramSummary[];
  /** Matches counted up to LIST_TOTAL_CAP. */
  total: number;
  /** More than LIST_TOTAL_CAP match; `total` is the cap. */
  totalCapped: boolean;
  /** Keyset pagination only: the cursor of the next page, null on the last one. */
  next?: string | null;
  /**
   * Not answered (listAnswer): when the walk of the public order gave the total as capped, the share of the programs it
   * walked that passed the filters, and how many public programs there are; the search page's facets walk as far
   * (features/search/facets.ts, facetWalk).
   */
  walked?: WalkShare;
  /**
   * Not answered: when asked (`candidates` of listPrograms) and the walk was of the public order from its start, the
   * share of the programs it walked that passed that condition (the facets' candidates: facets.ts, facetCandidates).
   */
  candidatesWalked?: WalkShare;
}

/** How much of a walk of the public programs in the public order matched, and how many public programs there are. */
export interface WalkShare {
  share: number;
  population: number;
}

/** Where a keyset page starts: after the program with this sort key, creation time (µs since the epoch) and id. */
interface Cursor {
  key: number | null;
  us: string;
  id: string;
}

const encodeCursor = (sort: string, c: Cursor) => Buffer.from(JSON.stringify([sort, c.key, c.us, c.id])).toString('base64url');

/** The cursor of `after`, checked in full here so that no value of it can reach PostgreSQL as a bad cast. */
function decodeCursor(text: string, sort: string): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    value = null;
  }
  if (Array.isArray(value) && value.length === 4) {
    const [s, key, us, id] = value as unknown[];
    const keyOk = sort === 'default' ? key === null : Number.isInteger(key) && Math.abs(key as number) <= NONE;
    if (s === sort && keyOk && typeof us === 'string' && /^-?\d{1,17}$/.test(us) && typeof id === 'string' && id.length > 0 && id.length <= 200) {
      return { key: key as number | null, us, id };
    }
  }
  throw badRequest('after: this cursor does not belong to this list; start again without it.', { after: 'Invalid cursor' });
}

/**
 * Public programs filtered (filters.ts) and sorted, one page and how many match (counted up to LIST_TOTAL_CAP + 1, so
 * a huge match is never counted in full). Pages by `offset` (its cost grows with the offset) or, with `after`, by
 * keyset: the next page starts after the last program of the previous one, one index range whatever the depth.
 *
 * date-asc orders by the soonest available date from today on. The index holds the soonest date as of each program's
 * last write (`next_date`); when that date has passed for some public program (before the hourly refresh,
 * catalog_refresh_next_dates) the key is computed from the dates for every row instead, so the answer stays exact.
 */
export async function listPrograms(
  database: Database,
  query: ListQuery,
  today = todayUtc(),
  candidates?: Candidates,
  /** Told the walk's shares once they are final, before the page's next statement (the search page's facets start then). */
  measured?: (shares: Pick<ProgramPage, 'walked' | 'candidatesWalked'>) => void,
): Promise<ProgramPage> {
  const sort = query.sort ?? 'default';
  const keyset = query.after !== undefined;
  const cursor = query.after ? decodeCursor(query.after, sort) : null;
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  const params = new Params();

  const key = query.sort ? await sortKey(database, query.sort, today, query.priceIn) : null;
  const parts = filterConditionParts(query, params, today);
  const filters = parts.map((c) => c.sql);
  const where = [PUBLIC_SQL, ...filters].join(' AND ');
  const order = key ? `${key}, p.created_at, p.id` : 'p.created_at, p.id';
  let after = '';
  if (cursor) {
    const from = `timestamptz 'epoch' + ${params.add(cursor.us)}::float8 * interval '1 microsecond'`;
    after = key ? ` AND (${key}, p.created_at, p.id) > (${params.add(cursor.key, '::int')}, ${from}, ${params.add(cursor.id)})` : ` AND (p.created_at, p.id) > (${from}, ${params.add(cursor.id)})`;
  }
  const count = `(SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${where} LIMIT ${LIST_TOTAL_CAP + 1}) c)`;
  const columns = `p.summary_json AS json, ${key ?? 'NULL::int'} AS k, (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS us, p.id`;
  const take = keyset ? limit + 1 : limit;
  let rows: Row[];
  let walked: WalkShare | undefined;
  let candidatesWalked: WalkShare | undefined;
  if (filters.length === 0) {
    // The public order or a sort key alone: one walk of its index, whatever PostgreSQL estimates.
    rows = await database.query<Row>(
      `SELECT b.total, s.* FROM (SELECT ${count}::int AS total) b
       LEFT JOIN LATERAL (SELECT ${columns} FROM programs p WHERE ${where}${after} ORDER BY ${order} LIMIT ${take} OFFSET ${offset}) s ON true`,
      params.values,
      // Prepared once per connection and shape, planned once (LIMIT and OFFSET are validated numbers in the text, so
      // PostgreSQL's generic plan is as good as one made for the values). Deep offsets are rare: not kept.
      { prepare: offset <= MAX_PREPARED_OFFSET },
    );
  } else {
    // The count reads the filters alone: its own parameters. It and the rest of a rare combination's page are read
    // through the keys' index (keysFirst).
    const countFilters = () => {
      const own = new Params();
      return { sql: `SELECT count(*)::int AS total FROM (SELECT 1 FROM programs p WHERE ${[PUBLIC_SQL, ...keysFirst(filterConditionParts(query, own, today))].join(' AND ')} LIMIT ${LIST_TOTAL_CAP + 1}) c`, values: own.values };
    };
    const rareWhere = [PUBLIC_SQL, ...keysFirst(parts)].join(' AND ');
    // A city alone in the public order is an ordered range of programs_public_place_idx (country, city, created_at, id):
    // the rest of its page is read there in order (0.6 ms for Zürich at 1,000,000, where the keys' bitmap sorted all of
    // its ~2,500 programs: 21 ms).
    const cityAlone = !key && Boolean(query.country && query.city) && OTHER_FILTERS.every((f) => query[f] === undefined);
    const rest = cityAlone ? { where, inOrder: true } : { where: rareWhere, inOrder: false };
    ({ rows, walked, candidatesWalked } = await filteredPage(database, { rest, filters, after, order, key, columns, take, offset, params, keyset, count: countFilters, range: sortRange(query, key, params), candidates, measured }));
  }
  const total = rows[0]?.total ?? 0;
  const page: ProgramPage = { programs: cards(rows.slice(0, limit)), total: Math.min(total, LIST_TOTAL_CAP), totalCapped: total > LIST_TOTAL_CAP, ...(walked ? { walked } : {}), ...(candidatesWalked ? { candidatesWalked } : {}) };
  if (keyset) {
    const last = rows[limit - 1];
    page.next = rows.length > limit && last ? encodeCursor(sort, { key: last.k === null ? null : Number(last.k), us: last.us, id: last.id }) : null;
  }
  return page;
}

/** A condition on `programs p` a filtered list's walk counts beside its matches (its parameters added to `params`). */
export type Candidates = (params: Params) => string | undefined;

type Row = { total: number; json: string | null; k: number | null; us: string; id: string };

/** The list's filters besides the place. */
const OTHER_FILTERS = ['category', 'minPrice', 'maxPrice', 'minNights', 'maxNights', 'month', 'minRating'] as const satisfies readonly (keyof ProgramsQuery)[];

/**
 * Programs of the public order (or a sort) walked before a filter combination is taken as rare (the walk stops sooner
 * once it holds enough matches to say the combination is common: see filteredPage); `shareSample`: the matches it
 * holds at least before stopping when a share is asked of it (the search page's facets size their walk by that share,
 * and 50 matches put it within ~15 %); `furtherFactor`: how
 * much longer a rare combination's second walk is; `walkCheaperBy`: how many programs that walk reads for the cost of
 * one read through the keys' bitmaps and sorted (at 1,000,000 on PostgreSQL, 16,000 walked in 27 ms against 3,591 read
 * in 57 ms: docs/performance-api.md).
 */
export const listTuning = { walk: 2000, commonAbove: 3 * LIST_TOTAL_CAP, furtherFactor: 8, walkCheaperBy: 8, shareSample: 50 };

/**
 * A filtered page. PostgreSQL's estimate of several filters together can be far off, and walking the sort's index for
 * a rare combination reads the whole catalogue, while a bitmap of a common filter reads hundreds of thousands of
 * entries. So, as search does (features/search/service.ts):
 *   1. walk the first `walk` programs in the sort's order, testing the filters on each (index walks only): when that
 *      gives the page, it is the page; the total is then that walk's count when it saw every program, given as capped
 *      when the walk's share, scaled to the catalogue, is far over LIST_TOTAL_CAP (estimated, from a walk with at least
 *      a page of matches, even when the page asked is further on), else counted (2). The walk stops at its `stop`th
 *      match: the page, and enough matches that `walk` programs holding them would be taken as common whatever the
 *      rest held, so it decides as the whole walk would, having read a tenth of it for a common filter ("yoga", sorted
 *      by price: 115 programs read instead of 2,000, 0.75 against 5.3 ms at 1,000,000). The shares it hands on are then
 *      of the programs it read.
 *   2. otherwise the combination is rare (under a page in `walk` programs): the count and the rest of the page after
 *      the last program walked, both from the filters' keys in their GIN index (bitmaps only, `where` written by
 *      keysFirst: every keyed filter intersected in one scan, few rows, sorted), unless a walk `furtherFactor` times as
 *      long is likely to find the rest, or the rest is an index's ordered range (`rest.inOrder`: a city alone).
 * With a keyset cursor the walk starts after it: the total is estimated as above, or counted.
 */
async function filteredPage(
  database: Database,
  q: { rest: { where: string; inOrder: boolean }; filters: string[]; after: string; order: string; key: string | null; columns: string; take: number; offset: number; params: Params; keyset: boolean; count: () => { sql: string; values: SqlValue[] }; range: string; candidates?: Candidates | undefined; measured?: ((shares: Pick<ProgramPage, 'walked' | 'candidatesWalked'>) => void) | undefined },
): Promise<{ rows: Row[]; walked?: WalkShare | undefined; candidatesWalked?: WalkShare | undefined }> {
  const { filters, after, order, key, columns, take, offset, params, keyset } = q;
  const walk = listTuning.walk;
  const need = offset + take;
  // The probe's own parameters after the list's: the statements below take the list's alone.
  const own = new Params();
  own.values.push(...params.values);
  // A walk of the public order from its start is a sample of the catalogue: it counts the candidates asked for too.
  const candidates = key === null && !after && !q.range ? q.candidates?.(own) : undefined;
  // The walk stops at the match that decides it (commonStopSql), at least a page of them. Not from a cursor nor in a
  // range of the sort's key: such a walk may end before `walk` programs, and its count is then the total.
  const floor = after || q.range ? walk + 1 : Math.max(need, candidates || q.measured ? listTuning.shareSample : 0);
  const probe = await database.queryWithSettings<Row & { walked: number; sample: number; stopped: boolean; candidates: number | null; population: number; position: number | null; last_k: number | null; last_us: string | null; last_id: string | null }>(
    WALKS_ONLY,
    // A CTE is computed as far as it is read: `n` reads `w` up to its `stop`th match, and the window functions over
    // the walk's rows in their order (no ORDER BY of their own, which would sort the whole walk first) number them and
    // count the candidates as they come.
    `WITH w AS MATERIALIZED (
       SELECT x.*, row_number() OVER win AS r${candidates ? ', count(*) FILTER (WHERE x.c) OVER win AS cs' : ''} FROM (
         SELECT p.id, p.created_at, ${key ?? 'NULL::int'} AS k, ${filters.join(' AND ')} AS m${candidates ? `, coalesce(${candidates}, false) AS c` : ''}
         FROM programs p WHERE ${PUBLIC_SQL}${q.range}${after} ORDER BY ${order} LIMIT ${walk}) x
       WINDOW win AS (ROWS UNBOUNDED PRECEDING)),
     pop AS (SELECT ${PUBLIC_POPULATION_SQL} AS population),
     st AS (SELECT ${commonStopSql(own, floor, listTuning.commonAbove, walk)} AS stop),
     n AS MATERIALIZED (SELECT w.*, row_number() OVER () AS position FROM w WHERE w.m LIMIT (SELECT stop FROM st))
     SELECT h.*, s.* FROM (
       SELECT e.sample, e.stopped,
         CASE WHEN e.stopped THEN (SELECT max(r) FROM n) ELSE (SELECT count(*) FROM w) END::int AS walked,
         ${candidates ? 'CASE WHEN e.stopped THEN (SELECT max(cs) FROM n) ELSE (SELECT count(*) FROM w WHERE w.c) END::int' : 'NULL::int'} AS candidates,
         (SELECT population FROM pop) AS population,
         l.k AS last_k, (extract(epoch FROM l.created_at) * 1000000)::bigint::text AS last_us, l.id AS last_id
       FROM (SELECT (SELECT count(*) FROM n)::int AS sample, (SELECT count(*) FROM n) >= (SELECT stop FROM st) AS stopped) e
       LEFT JOIN LATERAL (SELECT * FROM w WHERE NOT e.stopped ORDER BY w.r DESC LIMIT 1) l ON true) h
     LEFT JOIN LATERAL (
       SELECT ${columns}, n.position FROM n JOIN programs p ON p.id = n.id
       WHERE n.position > ${own.add(offset, '::int')} ORDER BY n.position LIMIT ${own.add(take, '::int')}
     ) s ON true`,
    own.values,
  );
  const head = probe[0]!;
  // The walk read `walk` programs, or stopped at its `stop`th match (as many as `walk` programs would hold at least).
  const sampled = head.walked === walk || head.stopped;
  const candidatesWalked = head.candidates !== null && sampled && head.population > 0 ? { share: head.candidates / head.walked, population: head.population } : undefined;
  const fromWalk = probe.filter((r) => r.json !== null);
  const complete = head.sample >= need || !sampled;
  let total: number | null = null;
  if (!keyset && !sampled) total = head.sample;
  // A keyset page's walk starts at its cursor: its share of matches says as much of a common filter as the first
  // page's (every page of a walk through "category=spa" would otherwise count 150,000 entries of its bitmap again).
  // The estimate asks a walk of `walk` programs with at least a first page of matches (`take`), whether or not that
  // page is the one asked: a walk one short of page 2 says as much of a common filter as a complete page 1.
  else if (sampled && head.sample >= take && head.population > 0 && (head.sample * head.population) / walk > listTuning.commonAbove) total = LIST_TOTAL_CAP + 1;
  // A share of the public order's first programs (not of a sort's, nor of a walk from a cursor) scales to the catalogue.
  const walked = total === LIST_TOTAL_CAP + 1 && key === null && !keyset ? { share: head.sample / head.walked, population: head.population } : undefined;
  const shares = { walked, candidatesWalked };
  // Final from here on: told before the next statement, if there is one (once: the page's count, then its rest).
  let told = false;
  const final = () => {
    if (!told) q.measured?.(shares);
    told = true;
  };
  let counted: { total: number }[] = [];
  if (total === null) {
    final();
    const { sql, values } = q.count();
    counted = await database.queryWithSettings<{ total: number }>(BITMAPS_ONLY, sql, values);
    total = counted[0]?.total ?? 0;
  }
  if (complete) return { rows: fromWalk.length ? fromWalk.map((r) => ({ ...r, total: total! })) : [{ total, json: null, k: null, us: '', id: '' }], ...shares };
  // Rare: what the walk found, then the rest after the last program it walked.
  let rest = '';
  if (head.last_id !== null) {
    const from = `timestamptz 'epoch' + ${params.add(head.last_us)}::float8 * interval '1 microsecond'`;
    rest = key ? ` AND (${key}, p.created_at, p.id) > (${params.add(head.last_k, '::int')}, ${from}, ${params.add(head.last_id)})` : ` AND (p.created_at, p.id) > (${from}, ${params.add(head.last_id)})`;
  }
  final();
  const skip = Math.max(0, offset - head.sample);
  // Walk on when the walk's share of matches would find the rest of the page three times over in a walk `furtherFactor`
  // times as long, and the bitmaps below would cost more: their rows, the share scaled to the catalogue, are more than
  // the walk's divided by `walkCheaperBy` (a city's programs: "Ubud", 8 in the first 2,000 of 1,000,000, where the
  // rest below sorts its ~4,000; of 100,000, the bitmaps' ~400 rows cost less than a walk of 16,000).
  const further = walk * listTuning.furtherFactor;
  const matches = (head.sample / Math.max(1, head.walked)) * head.population;
  if (!q.rest.inOrder && head.sample > 0 && head.sample * listTuning.furtherFactor >= 3 * (need - head.sample) && matches * listTuning.walkCheaperBy >= further) {
    const p4 = new Params();
    p4.values.push(...params.values);
    const found = await database.queryWithSettings<Omit<Row, 'total'>>(
      WALKS_ONLY,
      `SELECT ${columns} FROM (
         SELECT p.*, ${filters.join(' AND ')} AS m FROM programs p WHERE ${PUBLIC_SQL}${q.range}${after}${rest} ORDER BY ${order} LIMIT ${further}
       ) p WHERE p.m LIMIT ${p4.add(take - fromWalk.length, '::int')} OFFSET ${p4.add(skip, '::int')}`,
      p4.values,
    );
    // Filled: the page. Else the walk was unlucky, and the rest comes from the indexes below as if it had not walked on.
    if (found.length === take - fromWalk.length) return { rows: [...fromWalk, ...found].map((r) => ({ ...r, total: total! })), ...shares };
  }
  const more = await database.queryWithSettings<Omit<Row, 'total'>>(
    q.rest.inOrder ? WALKS_ONLY : BITMAPS_ONLY,
    `SELECT ${columns} FROM programs p WHERE ${q.rest.where}${q.range}${after}${rest} ORDER BY ${order} LIMIT ${params.add(take - fromWalk.length, '::int')} OFFSET ${params.add(skip, '::int')}`,
    params.values,
  );
  const rows = [...fromWalk, ...more].slice(0, take);
  return { rows: rows.length ? rows.map((r) => ({ ...r, total: total! })) : [{ total, json: null, k: null, us: '', id: '' }], ...shares };
}

/**
 * A price or nights filter on the sort's own key, written as a range of that key: the walk of its index then starts at
 * the range instead of reading its way there (price-asc with minPrice=20000 starts at 20,000).
 */
function sortRange(query: ListQuery, key: string | null, params: Params): string {
  if (key && query.sort === 'rating-desc' && query.minRating !== undefined) return ` AND ${key} <= ${params.add(ratingBound(query.minRating), '::int')}`;
  const bounds = query.sort?.startsWith('price-') ? [query.minPrice, query.maxPrice] : query.sort?.startsWith('duration-') ? [query.minNights, query.maxNights] : [];
  const [min, max] = bounds;
  if (!key || (min === undefined && max === undefined)) return '';
  const out: string[] = [];
  const low = min === undefined ? undefined : Math.ceil(min);
  const high = max === undefined ? undefined : Math.floor(max);
  if (query.sort!.endsWith('-asc')) {
    if (low !== undefined) out.push(`${key} >= ${params.add(low, '::int')}`);
    if (high !== undefined) out.push(`${key} <= ${params.add(high, '::int')}`);
  } else {
    // The descending keys hold minus the value.
    if (low !== undefined) out.push(`${key} <= ${params.add(-low, '::int')}`);
    if (high !== undefined) out.push(`${key} >= ${params.add(-high, '::int')}`);
  }
  out.push(`${key} < ${NONE}`);
  return out.map((c) => ` AND ${c}`).join('');
}

/**
 * The SQL key of a sort (on `programs p`). date-asc's is the stored soonest date (`next_date`, its index) unless that
 * has passed for some public program before the hourly refresh: then the soonest date from today on, computed per row
 * (today written as a literal: it is todayUtc()'s YYYY-MM-DD or a test's, checked here, so the key needs no parameter
 * and search can put it in each of its statements).
 */
export async function sortKey(database: Database, sort: ProgramSort, today: string, priceIn?: PriceIn): Promise<string> {
  // Prices of several currencies, sorted in the visitor's: each converted (no index has that order).
  if (priceIn && (sort === 'price-asc' || sort === 'price-desc')) return convertedPriceKeys(priceIn)[sort === 'price-asc' ? 'asc' : 'desc'];
  if (sort !== 'date-asc' || !(await hasPassedDates(database, today))) return SORT_KEY[sort];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, not ${today}`);
  return `coalesce((SELECT min(d) FROM unnest(p.available_dates) AS d WHERE d >= '${today}'::date) - '${DAY_ZERO}'::date, ${NONE})`;
}

/** Whether some public program's stored soonest date (`next_date`) is before today: the first entry of its index. */
async function hasPassedDates(database: Database, today: string): Promise<boolean> {
  const [row] = await database.query<{ stale: boolean }>(
    `SELECT coalesce((SELECT ${SORT_KEY['date-asc']} FROM programs p WHERE ${PUBLIC_SQL} ORDER BY ${SORT_KEY['date-asc']} LIMIT 1) < $1::int, false) AS stale`,
    [dayNumber(today)],
    { prepare: true },
  );
  return row?.stale ?? false;
}

/** The `data` of GET /api/programs: `totalCapped` only when true, `next` only for keyset requests. */
export function listAnswer(page: ProgramPage) {
  return { programs: page.programs, total: page.total, ...(page.totalCapped ? { totalCapped: true as const } : {}), ...(page.next !== undefined ? { next: page.next } : {}) };
}
