// A map's bounds as a condition on `programs p`, written as the GiST index of migrations/0110 spells its key.
import type { Bounds } from '@wellness/shared/domain';
import type { Database } from '../db/client';

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
  const [row] = await database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM programs p WHERE p.status = 'active' AND p.approved AND ${boundsCondition(b, params, true)} LIMIT ${boundsTuning.few + 1}) c`,
    values,
  );
  return (row?.n ?? 0) <= boundsTuning.few;
}
