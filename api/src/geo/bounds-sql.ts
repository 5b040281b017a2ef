// A map's bounds as a condition on `programs p`, written as the GiST index of migrations/0110 spells its key.
import type { Bounds } from '@wellness/shared/domain';
import type { Database } from '../db/client';
import { WALKS_ONLY } from '../read-model/plans';

/** What collects a statement's parameters (the catalogue's Params): `add(value, cast)` gives `$n`. */
interface Parameters {
  add(value: number, cast?: string): string;
}

/** The indexed point of a program: longitude as x, latitude as y. */
export const POINT_SQL = 'point(p.longitude, p.latitude)';

/** Views wider than this (degrees of longitude) hold a large share of the catalogue: see boundsCondition. */
export const WIDE_DEGREES = 30;
/** The bounds' width in degrees of longitude (across the antimeridian too). */
export const widthOf = (b: Bounds) => (b.west <= b.east ? b.east - b.west : 360 - (b.west - b.east));
export const isWide = (b: Bounds) => widthOf(b) > WIDE_DEGREES;

/**
 * Programs whose point is inside the bounds. Bounds crossing the antimeridian (west above east) are two boxes, one on
 * each side of it. The public predicate and `latitude IS NOT NULL` are the partial index's own, so it applies.
 * PostgreSQL prices a point-in-box test at a fixed 0.1 % of the rows whatever the box, so it would read the points'
 * index for a continent as for a town: a wide view's test is written so that it cannot (`indexed` false, coalesce),
 * and the other conditions' indexes, or a walk of the public order, find its programs.
 */
export function boundsCondition(b: Bounds & { indexed?: boolean | undefined }, params: Parameters, indexed = b.indexed ?? !isWide(b)): string {
  const box = (west: number, east: number) =>
    `${POINT_SQL} <@ box(point(${params.add(west, '::float8')}, ${params.add(b.south, '::float8')}), point(${params.add(east, '::float8')}, ${params.add(b.north, '::float8')}))`;
  const inside = b.west <= b.east ? box(b.west, b.east) : `(${box(b.west, 180)} OR ${box(-180, b.east)})`;
  return indexed ? `p.latitude IS NOT NULL AND ${inside}` : `coalesce(p.latitude IS NOT NULL AND ${inside}, false)`;
}

/**
 * Up to `few` programs in a view, its points' index is the way to them (a probe of the index tells); `cellsShare`: the
 * largest share of the catalogue a view's cells may hold for their keys to be used (planView). Settings only so that
 * tests can take every way on a small catalogue.
 */
export const boundsTuning = { few: 3000, cellsShare: 0.1 };

/**
 * Whether the view holds few public programs (at most boundsTuning.few), read from the points' index itself: at most that
 * many entries (a millisecond or two), where PostgreSQL's estimate knows nothing of the box. A wide view over an empty
 * sea is then read from the index; a city-sized one always is.
 */
export async function fewInView(database: Database, b: Bounds): Promise<boolean> {
  if (!isWide(b)) return true;
  const values: number[] = [];
  const params = { add: (value: number, cast = '') => `$${values.push(value)}${cast}` };
  // Each box (two across the antimeridian) is a walk of the index that stops at the limit: PostgreSQL's fixed estimate
  // for a box made it build a bitmap of every point inside (920,000 for the whole world at 1,000,000 programs: 0.2–0.6
  // s), and an OR of two boxes a walk of another index (0.19 s over New Zealand).
  const boxes = b.west <= b.east ? [b] : [{ ...b, east: 180 }, { ...b, west: -180 }];
  const counts = boxes.map(
    (box) => `(SELECT count(*) FROM (SELECT 1 FROM programs p WHERE p.status = 'active' AND p.approved AND ${boundsCondition(box, params, true)} LIMIT ${boundsTuning.few + 1}) c)`,
  );
  const [row] = await database.queryWithSettings<{ n: number }>(WALKS_ONLY, `SELECT (${counts.join(' + ')})::int AS n`, values);
  return (row?.n ?? 0) <= boundsTuning.few;
}

/** A map cell's size in degrees (migrations/0135: each program's cell is one of its filter keys). */
export const CELL_DEGREES = 10;
/** Views touching more cells than this get no cell keys: they hold much of the catalogue, which a walk finds at once. */
export const MAX_VIEW_CELLS = 64;

/**
 * The keys of the cells a view touches ('a:<x>/<y>', x and y the floor of longitude and latitude over CELL_DEGREES,
 * as migrations/0135 writes them), or none when they are more than MAX_VIEW_CELLS. Across the antimeridian, the cells
 * on both sides of it.
 */
export function cellKeys(b: Bounds): string[] {
  const cell = (degrees: number) => Math.floor(degrees / CELL_DEGREES);
  const range = (low: number, high: number) => Array.from({ length: Math.max(0, high - low + 1) }, (_, i) => low + i);
  const xs = b.west <= b.east ? range(cell(b.west), cell(b.east)) : [...range(cell(b.west), cell(180)), ...range(cell(-180), cell(b.east))];
  const ys = range(cell(b.south), cell(b.north));
  if (xs.length * ys.length > MAX_VIEW_CELLS) return [];
  return xs.flatMap((x) => ys.map((y) => `a:${x}/${y}`));
}

/** How a view's programs are found: from the points' index (`indexed`), or checked on each, with its cells' keys if any. */
export interface ViewPlan {
  indexed: boolean;
  cells?: string[] | undefined;
}

/**
 * The plan of a view: few programs inside, the points' index; else the keys of its cells when they hold a small share of
 * the catalogue (boundsTuning.cellsShare, by PostgreSQL's statistics of the keys); else a walk of the public order. Past
 * that share, a walk of the public order finds the view's programs at once, and the keys would make the words' index
 * read long lists (a common word over Europe, a third of the generated catalogue: 3 s at 1,000,000 programs).
 */
export async function planView(database: Database, b: Bounds): Promise<ViewPlan> {
  if (await fewInView(database, b)) return { indexed: true };
  const cells = cellKeys(b);
  if (!cells.length) return { indexed: false };
  const share = await keysShare(database, cells);
  return share <= boundsTuning.cellsShare ? { indexed: false, cells } : { indexed: false };
}

/** The statistics of `filter_keys`, read again after this long (they change with ANALYZE, not with each write). */
const STATS_TTL_MS = 5 * 60_000;
const keyStats = new WeakMap<Database, { at: number; freqs: Map<string, number>; least: number }>();

/**
 * The share of public programs holding any of `keys`, at most (the sum of each key's frequency), from PostgreSQL's
 * statistics of the column's elements (pg_stats: ANALYZE keeps the frequent ones; a key it did not keep is rarer than
 * the least it kept). Without statistics (a catalogue never analysed), 0: the keys are used, as for a small catalogue.
 */
async function keysShare(database: Database, keys: string[]): Promise<number> {
  let stats = keyStats.get(database);
  if (!stats || Date.now() - stats.at > STATS_TTL_MS) {
    const [row] = await database.query<{ elems: string[] | string | null; freqs: number[] | string | null }>(
      `SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs FROM pg_stats WHERE tablename = 'programs' AND attname = 'filter_keys' LIMIT 1`,
    );
    const list = (v: string[] | number[] | string | null | undefined) => (typeof v === 'string' ? v.slice(1, -1).split(',').map((e) => e.replace(/^"|"$/g, '')) : (v ?? [])).map(String);
    const elems = list(row?.elems);
    const freqs = list(row?.freqs).map(Number);
    // The frequencies end with three more: the least and the greatest kept, and the share of empty arrays.
    stats = { at: Date.now(), freqs: new Map(elems.map((e, i) => [e, freqs[i] ?? 0])), least: freqs.length > elems.length ? freqs[elems.length]! : 0 };
    keyStats.set(database, stats);
  }
  const known = stats;
  // A key ANALYZE did not keep counts half the least it kept, as PostgreSQL's own estimate of `&&` does.
  return keys.reduce((sum, key) => sum + (known.freqs.get(key) ?? known.least / 2), 0);
}
