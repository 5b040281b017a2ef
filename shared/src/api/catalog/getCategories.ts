import type { ApiSuccess, Category } from '@wellness/shared/domain';
import { fallbackFields, useWithFallback, type SampleData } from '@wellness/shared/fallback';
import { CATALOG_API_TIMEOUT_MS, injectCatalogEndpoints, logFailure } from './catalogCalls';

export const categoriesApi = injectCatalogEndpoints({
  endpoints: (build) => ({
    /** GET /program-categories: the four program groups, each with its public programs. */
    catalogCategories: build.query<Category[], void>({
      query: () => ({ url: '/program-categories', timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Category[]>) => response.data,
      transformErrorResponse: logFailure('the program categories'),
    }),
  }),
});

export const { useCatalogCategoriesQuery } = categoriesApi;

/** The four sample groups with their public sample programs. */
export function sampleCategories({ programGroups, programs }: SampleData): Category[] {
  return programGroups.map((group) => ({
    ...group,
    programs: programs.filter((p) => p.group === group.slug && p.status === 'active' && p.approved),
  }));
}

/** The categories, falling back to the sample groups when the call fails. */
export function useCategories() {
  const query = useCatalogCategoriesQuery(undefined, { selectFromResult: fallbackFields });
  return { ...useWithFallback(query, sampleCategories), refetch: query.refetch };
}
