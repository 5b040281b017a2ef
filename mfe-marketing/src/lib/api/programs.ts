import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, ProgramList, ProgramSummary } from '@wellness/shared/domain';
import { HOME_API_TIMEOUT_MS, logFailure } from './apiTimeout';
import { fallbackFields, useWithFallback, type SampleData } from '@wellness/shared/fallback';

export interface ProgramsQuery {
  /** A group slug or name, or a form category value or label (the API accepts each). */
  category?: string;
  country?: string;
  city?: string;
  limit?: number;
}

const programsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs (SPEC §7): optional category, country, city and limit; programs and total. */
    marketingPrograms: build.query<ProgramList, ProgramsQuery>({
      query: ({ category, country, city, limit }) => {
        const params: Record<string, string> = {};
        if (category) params.category = category;
        if (country) params.country = country;
        if (city) params.city = city;
        if (limit) params.limit = String(limit);
        return { url: '/api/programs', params, timeout: HOME_API_TIMEOUT_MS };
      },
      transformResponse: (response: ApiSuccess<ProgramList>) => response.data,
      transformErrorResponse: logFailure('the programs'),
    }),
  }),
});

export const { useMarketingProgramsQuery } = programsApi;
export const marketingPrograms = programsApi.endpoints.marketingPrograms;

/** The public sample programs (active and approved), as the API would list them. */
export function samplePrograms({ programs }: SampleData): ProgramSummary[] {
  return programs.filter((p) => p.status === 'active' && p.approved);
}

export const FEATURED_PROGRAMS_LIMIT = 10;

/** The wellness programs carousel: the API's first programs; an empty or failed list falls back (SPEC §7). */
export function useFeaturedPrograms() {
  const query = useMarketingProgramsQuery({ limit: FEATURED_PROGRAMS_LIMIT }, { selectFromResult: fallbackFields });
  const result = useWithFallback(
    { ...query, data: query.data?.programs },
    (data) => samplePrograms(data).slice(0, FEATURED_PROGRAMS_LIMIT),
    (programs) => programs.length > 0,
  );
  return result;
}
