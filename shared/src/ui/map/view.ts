// The map's view as plain numbers: Web Mercator on a world `size` px wide at scale 1, scaled by `k` and moved by
// (x, y). Written by hand rather than with d3-zoom: the map needs only these few formulas, and d3-zoom would bring
// d3-selection, d3-transition and d3-interpolate into the chunk (~12 KB gzip) for wheel and drag handling React does.
import type { Bounds } from '@wellness/shared/domain';

/** Mercator's latitude limit (a square world). */
export const MAX_LATITUDE = 85.0511;
/** The view's zoom range, as scale over the whole world: 1 (the world) to 2^14 (a few streets). */
export const MIN_SCALE = 1;
export const MAX_SCALE = 2 ** 14;

export interface View {
  /** Scale over the world at 1. */
  k: number;
  /** Where the world's top-left corner is, in px of the viewport. */
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A point's place on the world at scale 1 (0…world px on each axis; the world is `world` px square). */
export function project(longitude: number, latitude: number, world: number): [number, number] {
  const lat = (clamp(latitude, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  const x = ((longitude + 180) / 360) * world;
  const y = (world / 2) * (1 - Math.log(Math.tan(Math.PI / 4 + lat / 2)) / Math.PI);
  return [x, y];
}

/** The longitude and latitude of a place on the world at scale 1. */
export function unproject(x: number, y: number, world: number): [number, number] {
  const longitude = (x / world) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / world))) * 180) / Math.PI;
  return [longitude, latitude];
}

/** The world's size at scale 1: as wide as the viewport, or as tall when that is less wide (the whole world shows). */
export const worldSize = (size: Size) => Math.max(256, Math.min(size.width, size.height * 1.6));

/** A place's position in the viewport. */
export function toScreen(view: View, size: Size, longitude: number, latitude: number): [number, number] {
  const [px, py] = project(longitude, latitude, worldSize(size));
  return [px * view.k + view.x, py * view.k + view.y];
}

/** The longitude and latitude under a point of the viewport (where a click lands). */
export function fromScreen(view: View, size: Size, x: number, y: number): [number, number] {
  const world = worldSize(size);
  return unproject(clamp((x - view.x) / view.k, 0, world), clamp((y - view.y) / view.k, 0, world), world);
}

/** A view kept within the world: it never shows more than a margin beyond its edges, and its scale within range. */
export function constrain(view: View, size: Size): View {
  const world = worldSize(size);
  const k = clamp(view.k, MIN_SCALE, MAX_SCALE);
  const span = world * k;
  const fit = (offset: number, viewport: number) => (span <= viewport ? (viewport - span) / 2 : clamp(offset, viewport - span, 0));
  return { k, x: fit(view.x, size.width), y: fit(view.y, size.height) };
}

/** The view scaled by `factor` around a point of the viewport (the pointer, or the centre). */
export function zoomAt(view: View, size: Size, factor: number, at: [number, number] = [size.width / 2, size.height / 2]): View {
  const k = clamp(view.k * factor, MIN_SCALE, MAX_SCALE);
  const f = k / view.k;
  return constrain({ k, x: at[0] - (at[0] - view.x) * f, y: at[1] - (at[1] - view.y) * f }, size);
}

/** The view moved by (dx, dy) px. */
export const panBy = (view: View, size: Size, dx: number, dy: number): View => constrain({ ...view, x: view.x + dx, y: view.y + dy }, size);

/** The bounds the viewport shows (rounded to 4 decimals in the URL: domain/map.ts). */
export function viewBounds(view: View, size: Size): Bounds {
  const world = worldSize(size);
  const [west, north] = unproject(clamp(-view.x / view.k, 0, world), clamp(-view.y / view.k, 0, world), world);
  const [east, south] = unproject(clamp((size.width - view.x) / view.k, 0, world), clamp((size.height - view.y) / view.k, 0, world), world);
  return { west, south, east, north };
}

/** The view that shows `bounds` whole, centred (bounds across the antimeridian: every longitude). */
export function fitBounds(bounds: Bounds, size: Size, padding = 0): View {
  const world = worldSize(size);
  const [west, east] = bounds.west <= bounds.east ? [bounds.west, bounds.east] : [-180, 180];
  const [x1, y1] = project(west, bounds.north, world);
  const [x2, y2] = project(east, bounds.south, world);
  const k = clamp(Math.min((size.width - padding * 2) / Math.max(1e-9, x2 - x1), (size.height - padding * 2) / Math.max(1e-9, y2 - y1)), MIN_SCALE, MAX_SCALE);
  return constrain({ k, x: size.width / 2 - ((x1 + x2) / 2) * k, y: size.height / 2 - ((y1 + y2) / 2) * k }, size);
}

/** The view's zoom as map tiles count it (a 256 px world is zoom 0), whole, for clustering and the API's pins. */
export const tileZoom = (view: View, size: Size) => clamp(Math.round(Math.log2((worldSize(size) * view.k) / 256)), 0, 16);
