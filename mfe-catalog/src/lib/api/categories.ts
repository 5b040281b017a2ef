import { baseApi } from '@wellness/shared/api';
import { takeServerStarted, type AppStore } from '@wellness/shared/contract';
import type { ApiSuccess, Category } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, FIRST_DATA_WAIT_MS, logFailure } from './timeout';
import { fallbackFields, useWithFallback, type SampleData } from '@wellness/shared/fallback';

const categoriesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /program-categories: the four program groups. */
    catalogCategories: build.query<Category[], void>({
      query: () => ({ url: '/program-categories', timeout: CATALOG_API_TIMEOUT_MS }),
      transformResponse: (response: ApiSuccess<Category[]>) => response.data,
      transformErrorResponse: logFailure('the program categories'),
    }),
  }),
});

export const { useCatalogCategoriesQuery } = categoriesApi;

/**
 * Before the explore page's first render: the categories the site's server asked for with the page go in the cache,
 * so the page mounts with its cards, in one commit, rather than with skeletons the cards replace in a second.
 */
export async function prefillCategories(store: AppStore): Promise<void> {
  const categories = await takeServerStarted('/program-categories', FIRST_DATA_WAIT_MS);
  if (!Array.isArray(categories)) return;
  // A plain action: the entry is in the cache when dispatch returns (`upsertQueryData` stores it a tick later).
  store.dispatch(categoriesApi.util.upsertQueryEntries([{ endpointName: 'catalogCategories', arg: undefined, value: categories as Category[] }]));
}

/** The four sample groups with their public sample programs. */
export function sampleCategories({ programGroups, programs }: SampleData): Category[] {
  return programGroups.map((group) => ({
    ...group,
    programs: programs.filter((p) => p.group === group.slug && p.status === 'active' && p.approved),
  }));
}

/** The explore page's categories, with the spec's fallback to the sample groups. */
export function useCategories() {
  const query = useCatalogCategoriesQuery(undefined, { selectFromResult: fallbackFields });
  return { ...useWithFallback(query, sampleCategories), refetch: query.refetch };
}
