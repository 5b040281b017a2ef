// The pins of a map view (GET /api/search/pins): the public programs inside the bounds that meet the search's filters
// (and its words), grouped into a grid of cells the size of a pin at the zoom, each cell one pin with its count and
// lowest price. Programs are taken in the public order up to PIN_PROGRAMS_CAP, so the work stays bounded whatever the
// view holds (a whole-world view of a million programs reads 2,000 of them); the answer says when it was capped.
import { MAX_PIN_ZOOM, PIN_PROGRAMS_CAP, PUBLIC_COORDINATE_DECIMALS, type Bounds, type MapPin, type MapPins } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { filterConditions, todayUtc, type ProgramFilters } from '../programs/filters';
import { NO_SEQUENTIAL_SCAN } from '../programs/plans';
import { Params, PUBLIC_SQL } from '../programs/summary-sql';
import { boundsCondition } from '../../geo/bounds-sql';

/** A pin is drawn about 60 px wide: cells of 64 px of a 256 px world tile at the zoom, in degrees of longitude. */
export const cellDegrees = (zoom: number) => 360 / (2 ** Math.min(zoom, MAX_PIN_ZOOM) * 4);

interface PinRow {
  n: number;
  price: number | null;
  lat: number;
  lng: number;
  slug: string | null;
  name: string | null;
  city: string | null;
  image: string | null;
}

/** The cap as a setting only so that a test can reach it with a few programs. */
export const pinTuning = { cap: PIN_PROGRAMS_CAP };

export async function mapPins(database: Database, query: { q: string; bounds: Bounds; zoom: number; filters: ProgramFilters }, today = todayUtc()): Promise<MapPins> {
  const params = new Params();
  const where = [PUBLIC_SQL, ...filterConditions({ ...query.filters, bbox: undefined }, params, today), boundsCondition(query.bounds, params)];
  // Words only (no letters inside a word, no corrected spelling): the pins follow the list's words, not its ranking.
  if (query.q.trim()) where.push(`p.search_tsv @@ catalog_tsquery(${params.add(query.q.trim())})`);
  const cell = params.add(cellDegrees(query.zoom), '::float8');
  const d = PUBLIC_COORDINATE_DECIMALS;
  // One program more than the cap is read, to tell a view that holds more from one that holds exactly the cap.
  const rows = await database.queryWithSettings<PinRow & { seen: number }>(
    NO_SEQUENTIAL_SCAN,
    `WITH s AS MATERIALIZED (
       SELECT p.latitude, p.longitude, p.price, p.slug, p.name, p.city, p.image_gallery->>0 AS image, p.created_at, p.id FROM programs p
       WHERE ${where.join(' AND ')} ORDER BY p.created_at, p.id LIMIT ${pinTuning.cap + 1})
     SELECT (SELECT count(*) FROM s)::int AS seen, count(*)::int AS n, min(t.price)::int AS price,
        round(avg(t.latitude)::numeric, ${d})::float8 AS lat, round(avg(t.longitude)::numeric, ${d})::float8 AS lng,
        CASE WHEN count(*) = 1 THEN min(t.slug) END AS slug, CASE WHEN count(*) = 1 THEN min(t.name) END AS name,
        CASE WHEN count(*) = 1 THEN min(t.city) END AS city, CASE WHEN count(*) = 1 THEN min(t.image) END AS image
     FROM (SELECT * FROM s ORDER BY s.created_at, s.id LIMIT ${pinTuning.cap}) t
     GROUP BY floor(t.longitude / ${cell}), floor(t.latitude / ${cell})
     ORDER BY count(*) DESC, lat, lng`,
    params.values,
  );
  const pins: MapPin[] = rows.map((r) => ({
    latitude: r.lat, longitude: r.lng, count: r.n, price: r.price, slug: r.slug, name: r.name, city: r.city, image: r.image,
  }));
  return { pins, placed: pins.reduce((n, p) => n + p.count, 0), capped: (rows[0]?.seen ?? 0) > pinTuning.cap };
}
