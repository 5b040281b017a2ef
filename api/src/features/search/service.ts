import { and, asc, count, sql } from 'drizzle-orm';
import type { SearchPlace, SearchQuery, SearchResponse } from '@wellness/shared/domain';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';
import { listDestinations } from '../catalog/service';
import { toSummary } from '../programs/mapper';
import { isPublic } from '../programs/service';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Case-insensitive substring search over name, location, details, country and city (SPEC §9). The haystack is one
 * lowered generated column with a pg_trgm GIN index, so `LIKE '%term%'` is an index scan even at 100,000 programs.
 */
export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const q = query.q.trim().toLowerCase();
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const where = q ? and(isPublic, sql`${programs.searchText} LIKE ${`%${escapeLike(q)}%`}`) : isPublic;
  const [rows, [total], places] = await Promise.all([
    db.select().from(programs).where(where).orderBy(asc(programs.createdAt), asc(programs.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(programs).where(where),
    q ? matchPlaces(db, q) : Promise.resolve([]),
  ]);
  return { programs: rows.map(toSummary), total: total?.n ?? 0, places, limit, offset };
}

/** Countries and cities of the destinations whose names contain the term (the explore dropdown's other kinds). */
async function matchPlaces(db: Db, q: string): Promise<SearchPlace[]> {
  const places: SearchPlace[] = [];
  for (const d of await listDestinations(db)) {
    if (d.country.toLowerCase().includes(q)) places.push({ type: 'country', country: d.country, label: d.country });
    for (const city of d.cities) {
      if (city.toLowerCase().includes(q)) places.push({ type: 'city', country: d.country, city, label: `${city}, ${d.country}` });
    }
  }
  return places.slice(0, 8);
}
