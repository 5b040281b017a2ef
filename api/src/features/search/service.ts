import { type Destination, type SearchPlace, type SearchQuery } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { listDestinations } from '../catalog/service';
import type { CatalogIndex } from '../programs/catalog-index';

/**
 * Case-insensitive substring search over name, location, details, country and city, answered from the
 * in-memory catalogue (catalog-index.ts): the lowered haystack of each public program (the `search_text` column, as
 * PostgreSQL lowers it) is scanned in the public order, and the walk stops once the page is full and
 * SEARCH_TOTAL_CAP + 1 matches are counted, so a common term never counts the whole catalogue; the answer then says
 * `totalCapped: true` ("1,000+").
 */
export async function searchJson(catalog: CatalogIndex, places: PlaceIndex, query: SearchQuery): Promise<string> {
  const q = query.q.trim().toLowerCase();
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const [index, matched] = await Promise.all([catalog.current(), q ? places.match(q) : []]);
  const { programs, total, capped } = index.search(q, limit, offset);
  return `{"programs":${programs},"total":${total},"totalCapped":${capped},"places":${JSON.stringify(matched)},"limit":${limit},"offset":${offset}}`;
}

export interface PlaceIndex {
  match(q: string): Promise<SearchPlace[]>;
}

/**
 * Countries and cities of the destinations whose names contain the term (the explore dropdown's other kinds). The
 * destinations are reference data written only by the seed, so they are read once per process, not per search.
 */
export function placeIndex(database: Database): PlaceIndex {
  let loaded: Promise<{ country: string; city?: string; haystack: string }[]> | undefined;
  const load = () =>
    listDestinations(database.db).then((destinations: Destination[]) =>
      destinations.flatMap((d) => [{ country: d.country, haystack: d.country.toLowerCase() }, ...d.cities.map((city) => ({ country: d.country, city, haystack: city.toLowerCase() }))]),
    );
  return {
    async match(q) {
      loaded ??= load().catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
      const out: SearchPlace[] = [];
      for (const p of await loaded) {
        if (!p.haystack.includes(q)) continue;
        out.push(p.city === undefined ? { type: 'country', country: p.country, label: p.country } : { type: 'city', country: p.country, city: p.city, label: `${p.city}, ${p.country}` });
        if (out.length === 8) break;
      }
      return out;
    },
  };
}
