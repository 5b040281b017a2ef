// The pins of a map view (GET /api/search/pins): the public programs inside the bounds that meet the search's filters
// (and its words), grouped into a grid of cells the size of a pin at the zoom, each cell one pin with its count and
// lowest price. At most PIN_PROGRAMS_CAP programs are placed, the first in the public order, so the work stays bounded
// whatever the view holds; the answer says when it was capped.
import { MAX_PIN_ZOOM, PIN_PROGRAMS_CAP, PUBLIC_COORDINATE_DECIMALS, type Bounds, type MapPin, type MapPins, type TextLanguage } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { filterConditions, hasFilterKeys, todayUtc, type ProgramFilters } from '../../read-model/filters';
import { BITMAPS_ONLY, WALKS_ONLY } from '../../read-model/plans';
import { Params, PUBLIC_POPULATION_SQL, PUBLIC_SQL } from '../../read-model/summary-sql';
import { planView } from '../../geo/bounds-sql';

/** A pin is drawn about 60 px wide: cells of 64 px of a 256 px world tile at the zoom, in degrees of longitude. */
export const cellDegrees = (zoom: number) => 360 / (2 ** Math.min(zoom, MAX_PIN_ZOOM) * 4);

/**
 * `cap`: programs placed at most; `walk`: programs walked in the public order for a wide view. Settings only so that
 * tests can take every path on a small catalogue.
 */
export const pinTuning = { cap: PIN_PROGRAMS_CAP, walk: 3000 };

interface PinRow {
  seen: number;
  walked: number | null;
  population: number | null;
  n: number;
  price: number | null;
  lat: number;
  lng: number;
  slug: string | null;
  name: string | null;
  city: string | null;
  image: string | null;
}

/**
 * The plan is chosen here, as the lists' is (programs/list.ts), not from PostgreSQL's estimates (bounds-sql.ts). A
 * view that holds few programs (a city, an empty sea: fewInView) takes them from the points' index (few rows, sorted).
 * A view that holds many walks the public order,
 * checking each program, and stops at the cap: when the walk finds fewer, and its share of the catalogue says the view
 * holds more than the cap anyway, the walk's programs are the pins (a sample of the view, said `capped`); when the
 * view's programs are rare (a rare word or filter, an empty sea), they come from the indexes: the words' and filters'
 * when they have one, else the points'.
 */
export async function mapPins(database: Database, query: { q: string; bounds: Bounds; zoom: number; filters: ProgramFilters; lang?: TextLanguage | undefined }, today = todayUtc()): Promise<MapPins> {
  const q = query.q.trim();
  // In Spanish or French: the words match that language's stems too (as search's do), and a pin's name is in it.
  const lang = query.lang === 'es' || query.lang === 'fr' ? query.lang : undefined;
  const columns = (params: Params) => {
    if (!lang) return columnsNamed('p.name');
    const l = params.add(lang, '::text');
    return columnsNamed(`CASE WHEN p.text_language = ${l} THEN p.name ELSE coalesce(p.translations -> ${l} ->> 'name', p.name) END`);
  };
  const filters = { ...query.filters, bbox: undefined };
  const view = await planView(database, query.bounds);
  const conditions = (params: Params, indexedBounds: boolean) => {
    // Bounds not read from the points' index come with the keys of their cells, if the plan has them (read-model/filters.ts).
    const bbox = { ...query.bounds, indexed: indexedBounds, cells: indexedBounds ? undefined : view.cells };
    const where = [PUBLIC_SQL, ...filterConditions({ ...filters, bbox }, params, today)];
    // Words only (no letters inside a word, no corrected spelling): the pins follow the list's words, not its ranking.
    // The words' query made once (a subquery), not for each program checked: the statement's plan is generic, so
    // PostgreSQL cannot fold the call (a city's view with "spa" at 1,000,000 programs: 57 ms, 9 ms once).
    if (q) where.push(`p.search_tsv @@ (SELECT catalog_tsquery(${params.add(q)}${lang ? `, ${params.add(lang)}` : ''}))`);
    return where.join(' AND ');
  };
  const wide = !view.indexed;
  if (wide) {
    const params = new Params();
    const cols = columns(params);
    const cond = conditions(params, false);
    const rows = await database.queryWithSettings<PinRow>(
      WALKS_ONLY,
      pinsSql(params, query.zoom, `SELECT w.* FROM (SELECT ${cols}, ${cond} AS m FROM programs p WHERE ${PUBLIC_SQL} ORDER BY p.created_at, p.id LIMIT ${pinTuning.walk}) w WHERE w.m LIMIT ${pinTuning.cap + 1}`,
        `(SELECT count(*) FROM (SELECT 1 FROM programs p WHERE ${PUBLIC_SQL} ORDER BY p.created_at, p.id LIMIT ${pinTuning.walk}) c)::int AS walked,
         ${PUBLIC_POPULATION_SQL} AS population`),
      params.values,
    );
    const head = rows[0]!;
    if (head.seen > pinTuning.cap || (head.walked ?? 0) < pinTuning.walk) return answer(rows, head.seen > pinTuning.cap);
    const estimate = head.population && head.population > 0 ? (head.seen / pinTuning.walk) * head.population : 0;
    if (estimate > pinTuning.cap) return answer(rows, true);
  }
  const params = new Params();
  const indexedBounds = !wide || !(q || hasFilterKeys(filters, today));
  const rows = await database.queryWithSettings<PinRow>(
    BITMAPS_ONLY,
    pinsSql(params, query.zoom, `SELECT ${columns(params)} FROM programs p WHERE ${conditions(params, indexedBounds)} ORDER BY p.created_at, p.id LIMIT ${pinTuning.cap + 1}`),
    params.values,
  );
  return answer(rows, (rows[0]?.seen ?? 0) > pinTuning.cap);
}

/** A program's columns for its pin, its name given by `name` (the original's, or its text in the visitor's language). */
const columnsNamed = (name: string) => `p.latitude, p.longitude, p.price, p.slug, ${name} AS name, p.city, p.image_gallery->>0 AS image, p.created_at, p.id`;

/**
 * The pins of the programs `source` gives (in the public order, one more than the cap to tell a capped view), grouped
 * by cells of the zoom; always one row at least (the head: `seen`, and `extra`), with no pin when the view is empty.
 */
function pinsSql(params: Params, zoom: number, source: string, extra = 'NULL::int AS walked, NULL::float8 AS population'): string {
  const cell = params.add(cellDegrees(zoom), '::float8');
  const d = PUBLIC_COORDINATE_DECIMALS;
  return `WITH s AS MATERIALIZED (${source})
    SELECT h.*, g.* FROM (SELECT (SELECT count(*) FROM s)::int AS seen, ${extra}) h
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS n, min(t.price)::int AS price,
        round(avg(t.latitude)::numeric, ${d})::float8 AS lat, round(avg(t.longitude)::numeric, ${d})::float8 AS lng,
        CASE WHEN count(*) = 1 THEN min(t.slug) END AS slug, CASE WHEN count(*) = 1 THEN min(t.name) END AS name,
        CASE WHEN count(*) = 1 THEN min(t.city) END AS city, CASE WHEN count(*) = 1 THEN min(t.image) END AS image
      FROM (SELECT * FROM s ORDER BY s.created_at, s.id LIMIT ${pinTuning.cap}) t
      GROUP BY floor(t.longitude / ${cell}), floor(t.latitude / ${cell})
    ) g ON true
    ORDER BY g.n DESC, g.lat, g.lng`;
}

function answer(rows: PinRow[], capped: boolean): MapPins {
  const pins: MapPin[] = rows.filter((r) => r.n !== null).map((r) => ({
    latitude: r.lat, longitude: r.lng, count: r.n, price: r.price, slug: r.slug, name: r.name, city: r.city, image: r.image,
  }));
  return { pins, placed: pins.reduce((n, p) => n + p.count, 0), capped };
}
