// A map's bounds as a condition on `programs p`, written as the GiST index of migrations/0110 spells its key.
import type { Bounds } from '@wellness/shared/domain';

/** What collects a statement's parameters (the catalogue's Params): `add(value, cast)` gives `$n`. */
interface Parameters {
  add(value: number, cast?: string): string;
}

/** The indexed point of a program: longitude as x, latitude as y. */
export const POINT_SQL = 'point(p.longitude, p.latitude)';

/**
 * Programs whose point is inside the bounds. Bounds crossing the antimeridian (west above east) are two boxes, one on
 * each side of it. The public predicate and `latitude IS NOT NULL` are the partial index's own, so it applies.
 */
export function boundsCondition(b: Bounds, params: Parameters): string {
  const box = (west: number, east: number) =>
    `${POINT_SQL} <@ box(point(${params.add(west, '::float8')}, ${params.add(b.south, '::float8')}), point(${params.add(east, '::float8')}, ${params.add(b.north, '::float8')}))`;
  const inside = b.west <= b.east ? box(b.west, b.east) : `(${box(b.west, 180)} OR ${box(-180, b.east)})`;
  return `p.latitude IS NOT NULL AND ${inside}`;
}
