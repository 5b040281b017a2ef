import type { ProgramSummary, SearchResponse } from '@wellness/shared/domain';
import type { SampleData } from '@wellness/shared/fallback';

/** The dropdown shows at most 8 results. */
export const MAX_RESULTS = 8;

export type SearchResult =
  | { kind: 'program'; key: string; label: string; detail: string; program: ProgramSummary }
  | { kind: 'city'; key: string; label: string; detail: string; country: string; city: string }
  | { kind: 'country'; key: string; label: string; detail: string; country: string };

/**
 * At most 8 results: places first (up to 3, as they open a whole list), programs after, places again if room is left.
 * `allPrograms`: a country's detail line, in the page's language.
 */
export function toResults(response: Pick<SearchResponse, 'programs' | 'places'>, allPrograms: string): SearchResult[] {
  const places: SearchResult[] = response.places.map((place) =>
    place.type === 'city'
      ? { kind: 'city', key: `city:${place.country}:${place.city}`, label: place.city, detail: place.country, country: place.country, city: place.city }
      : { kind: 'country', key: `country:${place.country}`, label: place.country, detail: allPrograms, country: place.country },
  );
  const programs: SearchResult[] = response.programs.map((program) => ({
    kind: 'program', key: `program:${program.id}`, label: program.name, detail: program.location, program,
  }));
  const head = places.slice(0, 3);
  const body = programs.slice(0, MAX_RESULTS - head.length);
  const tail = places.slice(3, 3 + MAX_RESULTS - head.length - body.length);
  return [...head, ...body, ...tail];
}

/** The same search over the bundled sample data, when the API cannot answer (case-insensitive substring). */
export function searchSample({ programs, destinations }: SampleData, q: string): Pick<SearchResponse, 'programs' | 'places'> {
  const needle = q.trim().toLowerCase();
  if (!needle) return { programs: [], places: [] };
  const has = (s: string) => s.toLowerCase().includes(needle);
  const visible = programs.filter((p) => p.status === 'active' && p.approved);
  const matches = visible.filter((p) => has(p.name) || has(p.location) || has(p.details) || has(p.country) || has(p.city));
  const countries = destinations.filter((d) => has(d.country)).map((d) => ({ type: 'country' as const, country: d.country, label: d.country }));
  const cities = destinations.flatMap((d) => d.cities.filter(has).map((city) => ({ type: 'city' as const, country: d.country, city, label: `${city}, ${d.country}` })));
  return { programs: matches.slice(0, MAX_RESULTS), places: [...countries, ...cities] };
}
