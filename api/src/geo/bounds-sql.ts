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

/** Up to `few` programs in a view, its points' index is the way to them (a probe of the index tells). A setting only so that tests can take both ways on a small catalogue. */
export const boundsTuning = { few: 3000 };

/**
 * Whether the view holds few public programs (at most boundsTuning.few), read from the points' index itself: at most that
 * many entries (a millisecond or two), where PostgreSQL's estimate knows nothing of the box. A wide view over an empty
 * sea, or over New Zealand, is then read from the index; a city-sized one always is.
 */
export async function fewInView(database: Database, b: Bounds): Promise<boolean> {
  if (!isWide(b)) return true;
  const values: number[] = [];
  const params = { add: (value: number, cast = '') => `$${values.push(value)}${cast}` };
  // A walk of the index that stops at the limit: PostgreSQL's fixed estimate for a box made it build a bitmap of every
  // point inside instead (920,000 entries for the whole world at 1,000,000 programs: 0.2–0.6 s).
  const [row] = await database.queryWithSettings<{ n: number }>(
    WALKS_ONLY,
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM programs p WHERE p.status = 'active' AND p.approved AND ${boundsCondition(b, params, true)} LIMIT ${boundsTuning.few + 1}) c`,
    values,
  );
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
