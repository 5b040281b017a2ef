// GET /api/programs, answered by PostgreSQL: one statement gives the page and the count (capped), on the partial
// indexes of the public programs (migrations/0002, 0009), so the work depends on the page, not on the catalogue.
import { LIST_TOTAL_CAP, type ProgramSort, type ProgramSummary, type ProgramsQuery } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { filterConditions, NIGHTS_KEY, NONE, PRICE_KEY, todayUtc } from './filters';
import { cards, Params, PUBLIC_SQL } from './summary-sql';

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
  'date-asc': `coalesce(p.next_date - '${DAY_ZERO}'::date, ${NONE})`,
};

export interface ProgramPage {
  programs: ProgramSummary[];
  /** Matches counted up to LIST_TOTAL_CAP. */
  total: number;
  /** More than LIST_TOTAL_CAP match; `total` is the cap. */
  totalCapped: boolean;
  /** Keyset pagination only: the cursor of the next page, null on the last one. */
  next?: string | null;
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
export async function listPrograms(database: Database, query: ProgramsQuery, today = todayUtc()): Promise<ProgramPage> {
  const sort = query.sort ?? 'default';
  const keyset = query.after !== undefined;
  const cursor = query.after ? decodeCursor(query.after, sort) : null;
  const limit = query.limit ?? 50;
  const offset = query.offset ?? 0;
  const params = new Params();

  let key = query.sort ? SORT_KEY[query.sort] : null;
  if (query.sort === 'date-asc' && (await hasPassedDates(database, today))) {
    key = `coalesce((SELECT min(d) FROM unnest(p.available_dates) AS d WHERE d >= ${params.add(today, '::date')}) - '${DAY_ZERO}'::date, ${NONE})`;
  }
  const where = [PUBLIC_SQL, ...filterConditions(query, params, today)].join(' AND ');
  const order = key ? `${key}, p.created_at, p.id` : 'p.created_at, p.id';
  let after = '';
  if (cursor) {
    const from = `timestamptz 'epoch' + ${params.add(cursor.us)}::float8 * interval '1 microsecond'`;
    after = key ? ` AND (${key}, p.created_at, p.id) > (${params.add(cursor.key, '::int')}, ${from}, ${params.add(cursor.id)})` : ` AND (p.created_at, p.id) > (${from}, ${params.add(cursor.id)})`;
  }
  const sql = `SELECT b.total, s.json, s.k, s.us, s.id
    FROM (SELECT (SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${where} LIMIT ${LIST_TOTAL_CAP + 1}) c)::int AS total) b
    LEFT JOIN LATERAL (
      SELECT p.summary_json AS json, ${key ?? 'NULL::int'} AS k, (extract(epoch FROM p.created_at) * 1000000)::bigint::text AS us, p.id
      FROM programs p WHERE ${where}${after}
      ORDER BY ${order} LIMIT ${keyset ? limit + 1 : limit} OFFSET ${offset}
    ) s ON true`;
  // Prepared once per connection and shape, so PostgreSQL plans it once (a generic plan: LIMIT and OFFSET are in the
  // text, validated numbers, so that plan is as good as one made for the values). Deep offsets are rare: not kept.
  const rows = await database.query<{ total: number; json: string | null; k: number | null; us: string; id: string }>(sql, params.values, { prepare: offset <= MAX_PREPARED_OFFSET });
  const total = rows[0]?.total ?? 0;
  const page: ProgramPage = { programs: cards(rows.slice(0, limit)), total: Math.min(total, LIST_TOTAL_CAP), totalCapped: total > LIST_TOTAL_CAP };
  if (keyset) {
    const last = rows[limit - 1];
    page.next = rows.length > limit && last ? encodeCursor(sort, { key: last.k === null ? null : Number(last.k), us: last.us, id: last.id }) : null;
  }
  return page;
}

/** Whether some public program's stored soonest date (`next_date`) is before today: an index probe. */
async function hasPassedDates(database: Database, today: string): Promise<boolean> {
  const [row] = await database.query<{ stale: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM programs p WHERE ${PUBLIC_SQL} AND ${SORT_KEY['date-asc']} < $1::int) AS stale`,
    [dayNumber(today)],
  );
  return row?.stale ?? false;
}

/** The `data` of GET /api/programs: `totalCapped` only when true, `next` only for keyset requests. */
export function listAnswer(page: ProgramPage) {
  return { programs: page.programs, total: page.total, ...(page.totalCapped ? { totalCapped: true as const } : {}), ...(page.next !== undefined ? { next: page.next } : {}) };
}
