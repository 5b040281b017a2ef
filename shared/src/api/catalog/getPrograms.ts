import { takeServerData } from '@wellness/shared/contract';
import type { ApiSuccess, ProgramList, ProgramSummary } from '@wellness/shared/domain';
import type { ProgramsQuery } from '@wellness/shared/schemas';
import type { SampleData } from '@wellness/shared/fallback';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

export type { ProgramsQuery };

/**
 * The API path of a list (`/api/programs?category=detox&limit=24`), its parameters in alphabetical order: the key under
 * which the site's server hands the page the list its HTML was rendered with (`SiteHandshake.data`).
 */
function programsApiPath(args: ProgramsQuery): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(args).sort()) {
    const value = args[key as keyof ProgramsQuery];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `/api/programs?${query}` : '/api/programs';
}

export const programsApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs: a category or a place, price, nights, month, sort, limit and offset; programs and total. */
    catalogPrograms: build.query<ProgramList, ProgramsQuery>({
      async queryFn(args, _api, _extra, baseQuery) {
        // The list the server rendered the page with, when it is this one: no request for what the HTML shows.
        const held = takeServerData(programsApiPath(args)) as ProgramList | undefined;
        if (held && Array.isArray(held.programs)) return { data: held };
        const result = await baseQuery({ url: programsApiPath(args), timeout: CATALOG_API_TIMEOUT_MS });
        if (result.error) return { error: logFailure('the programs')(result.error) };
        return { data: (result.data as ApiSuccess<ProgramList>).data };
      },
    }),
  }),
});

export const { useCatalogProgramsQuery } = programsApi;

const norm = (s: string) => s.trim().toLowerCase();

/**
 * The public sample programs (active and approved) that `criteria` select, filtered and sorted as the API would: what a
 * list shows when its call fails. Without criteria, all of them in the catalogue's order.
 */
export function samplePrograms({ programs, categoryOptions }: SampleData, criteria: ProgramsQuery = {}): ProgramSummary[] {
  const list = programs.filter((p) => {
    if (p.status !== 'active' || !p.approved) return false;
    if (criteria.category) {
      const c = norm(criteria.category);
      const option = categoryOptions.find((o) => norm(o.value) === c || norm(o.label) === c);
      const matches = norm(p.group) === c || norm(p.groupName) === c || norm(p.category) === c || (option !== undefined && p.category === option.value);
      if (!matches) return false;
    }
    if (criteria.country && norm(p.country) !== norm(criteria.country)) return false;
    if (criteria.city && norm(p.city) !== norm(criteria.city)) return false;
    if (criteria.minPrice !== undefined && (p.price === null || p.price < criteria.minPrice)) return false;
    if (criteria.maxPrice !== undefined && (p.price === null || p.price > criteria.maxPrice)) return false;
    if (criteria.minNights !== undefined && (p.nights === null || p.nights < criteria.minNights)) return false;
    if (criteria.maxNights !== undefined && (p.nights === null || p.nights > criteria.maxNights)) return false;
    if (criteria.month && !p.bookingOptions.availableDates.some((d) => d.startsWith(criteria.month!))) return false;
    // As the API: an average of at least minRating; a program without reviews has none, so it is left out.
    if (criteria.minRating !== undefined && (p.reviewStats?.average == null || p.reviewStats.average < criteria.minRating)) return false;
    return true;
  });
  const today = new Date().toISOString().slice(0, 10);
  const soonest = (p: (typeof programs)[number]) => p.bookingOptions.availableDates.filter((d) => d >= today).sort()[0] ?? '9999';
  const last = (n: number | null, dir: 1 | -1) => (n === null ? Number.POSITIVE_INFINITY : dir * n);
  switch (criteria.sort) {
    case 'price-asc': list.sort((a, b) => last(a.price, 1) - last(b.price, 1)); break;
    case 'price-desc': list.sort((a, b) => last(a.price, -1) - last(b.price, -1)); break;
    case 'duration-asc': list.sort((a, b) => last(a.nights, 1) - last(b.nights, 1)); break;
    case 'duration-desc': list.sort((a, b) => last(a.nights, -1) - last(b.nights, -1)); break;
    case 'date-asc': list.sort((a, b) => soonest(a).localeCompare(soonest(b))); break;
    // Highest average, then more reviews; no reviews last; ties keep the catalogue's order (the sort is stable).
    case 'rating-desc': list.sort((a, b) => last(a.reviewStats?.average ?? null, -1) - last(b.reviewStats?.average ?? null, -1) || (b.reviewStats?.count ?? 0) - (a.reviewStats?.count ?? 0)); break;
    default: break;
  }
  return list;
}
