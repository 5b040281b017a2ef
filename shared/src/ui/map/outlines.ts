// The countries' outlines, drawn from world-atlas (Natural Earth, 1:110 million, bundled: nothing comes from another
// host) with d3-geo in the same Web Mercator as view.ts, as one SVG path for a world `world` px square.
import { geoMercator, geoPath } from 'd3-geo';
import { feature } from 'topojson-client';
import countries from 'world-atlas/countries-110m.json';

const land = feature(countries, countries.objects.countries as Parameters<typeof feature>[1]);

const cache = new Map<number, string>();
/** The outlines' path at a world size (computed once per size). */
export function outlinesPath(world: number): string {
  const cached = cache.get(world);
  if (cached !== undefined) return cached;
  const projection = geoMercator().scale(world / (2 * Math.PI)).translate([world / 2, world / 2]);
  const d = geoPath(projection)(land) ?? '';
  cache.set(world, d);
  return d;
}
