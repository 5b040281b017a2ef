// The map of the catalogue: bounds as the URL and the API write them, clustered pins, and a program's place.

/** A map's bounds in degrees: west, south, east, north. West above east crosses the antimeridian (170,-20,-170,20). */
export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The whole world, as the map opens without bounds. */
export const WORLD_BOUNDS: Bounds = { west: -180, south: -85, east: 180, north: 85 };

/** Coordinates shown to the public: 2 decimals, about 1 km, so a place is not found to the door before a booking. */
export const PUBLIC_COORDINATE_DECIMALS = 2;
export const publicCoordinate = (value: number) => Number(value.toFixed(PUBLIC_COORDINATE_DECIMALS));

/** `west,south,east,north` with at most 4 decimals (about 10 m: enough for a map view, and a stable, short URL). */
export function formatBounds(b: Bounds): string {
  const n = (v: number) => String(Number(v.toFixed(4)));
  return [b.west, b.south, b.east, b.north].map(n).join(',');
}

/** The bounds of `bbox=west,south,east,north`, or null when it is not four numbers in range with south below north. */
export function parseBounds(text: string | null | undefined): Bounds | null {
  if (!text) return null;
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((p) => !/^-?\d{1,3}(\.\d{1,8})?$/.test(p.trim()))) return null;
  const [west, south, east, north] = parts.map(Number) as [number, number, number, number];
  if ([west, east].some((v) => v < -180 || v > 180) || [south, north].some((v) => v < -90 || v > 90) || south >= north || west === east) return null;
  return { west, south, east, north };
}

/** The highest zoom the pins are asked for (about a street: nothing is clustered beyond). */
export const MAX_PIN_ZOOM = 16;
/** At most this many programs of a view are placed on the map: fewer, better pins, and work that stays bounded. */
export const PIN_PROGRAMS_CAP = 500;

/** One pin: a program alone (`slug`, its price) or a cluster of `count` programs (the lowest price among them). */
export interface MapPin {
  latitude: number;
  longitude: number;
  count: number;
  /** The lowest price of the pin's programs, null when none has one. */
  price: number | null;
  /** A single program's slug, name and city; null for a cluster. */
  slug: string | null;
  name: string | null;
  city: string | null;
  image: string | null;
}

/** GET /api/search/pins: the pins of the view, with `capped` when more programs than PIN_PROGRAMS_CAP are in it. */
export interface MapPins {
  pins: MapPin[];
  /** Programs placed on the map (at most PIN_PROGRAMS_CAP). */
  placed: number;
  /** The view holds more programs than are placed: the pins are the first of them in the catalogue's order. */
  capped: boolean;
}

/** The nearest airport to a program, with the great-circle distance in kilometres. */
export interface NearestAirport {
  iata: string;
  name: string;
  km: number;
}

/** GET /api/programs/:slug/place: where a program is (rounded for the public) and its nearest airport. */
export interface ProgramPlace {
  latitude: number;
  longitude: number;
  /** Exact coordinates: only for its host and for a guest with a confirmed booking. */
  exact: boolean;
  airport: NearestAirport | null;
}
