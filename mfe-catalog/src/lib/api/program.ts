import { baseApi } from '@wellness/shared/api';
import type { AppDispatch } from '@wellness/shared/contract';
import type { ApiSuccess, Program } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, logFailure } from './timeout';

/** A program is asked for by its slug (the URL's) or by its name (SPEC §2's programName state). */
export type ProgramKey = { slug: string } | { name: string };

const programApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs/by-slug/:slug or /api/programs/by-name?name= : the details page's program. */
    catalogProgram: build.query<Program, ProgramKey>({
      query: (key) =>
        'slug' in key
          ? { url: `/api/programs/by-slug/${encodeURIComponent(key.slug)}`, timeout: CATALOG_API_TIMEOUT_MS * 2 }
          : { url: '/api/programs/by-name', params: { name: key.name }, timeout: CATALOG_API_TIMEOUT_MS * 2 },
      transformResponse: (response: ApiSuccess<Program>) => response.data,
      transformErrorResponse: logFailure('the program'),
    }),
  }),
});

export const { useCatalogProgramQuery } = programApi;
/**
 * The program found by name is cached under its slug too, so moving to its slug URL shows it at once. (The thunk's
 * state type names the lazily injected `api` slice, which the store's dispatch type does not know yet.)
 */
export function cacheUnderSlug(dispatch: AppDispatch, program: Program) {
  (dispatch as unknown as (action: unknown) => void)(programApi.util.upsertQueryData('catalogProgram', { slug: program.slug }, program));
}
