import { SEARCH_TOTAL_CAP, type Destination, type SearchPlace, type SearchQuery } from '@wellness/shared/domain';
import type { Database } from '../../db/client';
import { listDestinations } from '../catalog/service';
import { pageStatement, Params, PUBLIC_SQL, type PageRow } from '../programs/summary-sql';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive substring search over name, location, details, country and city (SPEC §9). The haystack is one
 * lowered generated column with a pg_trgm GIN index. The statement is planned for its term on every call (never a
 * prepared generic plan): at 100,000 programs the right plan depends on the term, e.g. a walk along the public order
 * for "a", the trigram index for "edition 4242". The count stops at SEARCH_TOTAL_CAP + 1 rows, so a common term never
 * counts the whole catalogue; the answer then says `totalCapped: true` ("1,000+").
 */
export async function searchJson(database: Database, places: PlaceIndex, query: SearchQuery): Promise<string> {
  const q = query.q.trim().toLowerCase();
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const params = new Params();
  const where = q ? `${PUBLIC_SQL} AND p.search_text LIKE ${params.add(`%${escapeLike(q)}%`)}` : PUBLIC_SQL;
  const text = pageStatement({ where, orderBy: 'p.created_at, p.id', limit, offset, countCap: SEARCH_TOTAL_CAP }, params);
  const [row] = await database.query<PageRow>(text, params.values);
  const { programs, total } = row!;
  const capped = total > SEARCH_TOTAL_CAP;
  const matched = q ? JSON.stringify(await places.match(q)) : '[]';
  return `{"programs":${programs},"total":${capped ? SEARCH_TOTAL_CAP : total},"totalCapped":${capped},"places":${matched},"limit":${limit},"offset":${offset}}`;
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
