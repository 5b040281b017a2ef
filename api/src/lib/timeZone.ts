import cityTimezones from 'city-timezones';

/**
 * A program's time zone, derived from its place: programs are written with a city and a country, not a zone. The
 * places and their zones are city-timezones' (a maintained table of some 7,000 cities with their IANA zone, country,
 * ISO codes and province); its own search functions match parts of words ("USA" finds "Lusanga"), so the matching
 * here is exact, on the accent-free lower-case name:
 *
 * 1. the city in that country (the country written as a name, an ISO code, or a province such as "Bali"), the most
 *    populous first;
 * 2. the city alone, when every city of that name is in one zone;
 * 3. the country's most populous city ("USA" → America/New_York: a country of several zones gets its largest);
 * 4. UTC.
 *
 * A booking keeps the zone of its program when it is made (bookings.time_zone), so its refund tiers do not move if
 * the program is renamed or this table is updated.
 */

type City = cityTimezones.CityData;

const norm = (text: unknown) =>
  String(text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

interface Index {
  byCity: Map<string, City[]>;
  /** Country names, ISO2/ISO3 codes and provinces, each to its cities, most populous first. */
  byPlace: Map<string, City[]>;
}

let index: Index | undefined;

function indexOf(): Index {
  if (index) return index;
  const byCity = new Map<string, City[]>();
  const byPlace = new Map<string, City[]>();
  const add = (map: Map<string, City[]>, key: string, city: City) => {
    if (!key) return;
    const list = map.get(key);
    if (list) list.push(city);
    else map.set(key, [city]);
  };
  for (const city of cityTimezones.cityMapping) {
    if (!city.timezone) continue;
    for (const name of new Set([norm(city.city), norm(city.city_ascii)])) add(byCity, name, city);
    for (const place of new Set([norm(city.country), norm(city.iso2), norm(city.iso3), norm(city.province)])) add(byPlace, place, city);
  }
  const byPopulation = (a: City, b: City) => (b.pop ?? 0) - (a.pop ?? 0);
  for (const list of byCity.values()) list.sort(byPopulation);
  for (const list of byPlace.values()) list.sort(byPopulation);
  index = { byCity, byPlace };
  return index;
}

const inPlace = (city: City, place: string) => [city.country, city.iso2, city.iso3, city.province].some((p) => p && norm(p) === place);

/** A zone this runtime knows (Intl), or null. */
function known(zone: string | undefined): string | null {
  if (!zone) return null;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return null;
  }
}

const cache = new Map<string, string>();

/** The IANA time zone of a place (city, country), by the rules above; 'UTC' when nothing matches. */
export function timeZoneOf(city: string, country: string): string {
  const key = `${norm(city)}|${norm(country)}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { byCity, byPlace } = indexOf();
  const cityKey = norm(city);
  const placeKey = norm(country);
  const named = cityKey ? (byCity.get(cityKey) ?? []) : [];
  const zone =
    known(named.find((c) => placeKey && inPlace(c, placeKey))?.timezone) ??
    (named.length > 0 && new Set(named.map((c) => c.timezone)).size === 1 ? known(named[0]!.timezone) : null) ??
    known(placeKey ? byPlace.get(placeKey)?.[0]?.timezone : undefined) ??
    'UTC';
  if (cache.size < 10_000) cache.set(key, zone);
  return zone;
}

/** The zone of a booking's "City - Country" location (bookings made before they kept their zone). */
export function timeZoneOfLocation(location: string): string {
  const parts = location.split(/\s+-\s+|,\s*/).map((p) => p.trim()).filter(Boolean);
  return parts.length > 1 ? timeZoneOf(parts.slice(0, -1).join(', '), parts.at(-1)!) : timeZoneOf('', parts[0] ?? '');
}
