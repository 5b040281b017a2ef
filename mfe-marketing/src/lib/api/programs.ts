import { samplePrograms, useCatalogProgramsQuery } from '@wellness/shared/api/catalog';
import { fallbackFields, useWithFallback } from '@wellness/shared/fallback';

export const FEATURED_PROGRAMS_LIMIT = 10;

/** The wellness programs carousel: the API's first programs; an empty or failed list falls back to the sample ones. */
export function useFeaturedPrograms() {
  const query = useCatalogProgramsQuery({ limit: FEATURED_PROGRAMS_LIMIT }, { selectFromResult: fallbackFields });
  return useWithFallback(
    { ...query, data: query.data?.programs },
    (data) => samplePrograms(data).slice(0, FEATURED_PROGRAMS_LIMIT),
    (programs) => programs.length > 0,
  );
}
