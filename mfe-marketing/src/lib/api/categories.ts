import { baseApi } from '@wellness/shared/api';
import type { ApiSuccess, Category } from '@wellness/shared/domain';
import { HOME_API_TIMEOUT_MS, logFailure } from './apiTimeout';
import { fallbackFields, useWithFallback, type SampleData } from '@wellness/shared/fallback';

const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /program-categories (SPEC §7): the four program groups. */
    marketingCategories: build.query<Category[], void>({
      query: () => ({ url: '/program-categories', timeout: HOME_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Category[]>) => response.data,
      transformErrorResponse: logFailure('the program categories'),
    }),
  }),
});

export const { useMarketingCategoriesQuery } = categoriesApi;
export const marketingCategories = categoriesApi.endpoints.marketingCategories;

/** The four sample groups with their public sample programs. */
export function sampleCategories({ programGroups, programs }: SampleData): Category[] {
  return programGroups.map((group) => ({
    ...group,
    programs: programs.filter((p) => p.group === group.slug && p.status === 'active' && p.approved),
  }));
}

/** The categories of the home tabs, with the spec's fallback to the sample groups. */
export function useCategories() {
  return useWithFallback(useMarketingCategoriesQuery(undefined, { selectFromResult: fallbackFields }), sampleCategories);
}
