import { useCallback } from 'react';
import { baseApi } from '@wellness/shared/api';
import { takeServerStarted, useAppDispatch, useLocale, type AppDispatch } from '@wellness/shared/contract';
import type { Locale } from '@wellness/shared/format';
import type { ApiSuccess, Program } from '@wellness/shared/domain';
import { CATALOG_API_TIMEOUT_MS, logFailure } from '@wellness/shared/api/catalog';
import { FIRST_DATA_WAIT_MS } from './timeout';

/**
 * A program is asked for by its slug (the URL's) or by its name (the `programName` navigation state), in the page's
 * language (`lang`: its texts in it where it has them; absent for English, each program's original).
 */
export type ProgramKey = ({ slug: string } | { name: string }) & { lang?: Locale };

/** The key in the page's language: English keeps the key (and the API address) it always had. */
export const inLanguage = <K extends ProgramKey>(key: K, locale: Locale): K => (locale === 'en' ? key : { ...key, lang: locale });

/** The API path of a program's details by its slug, in a language (the site's server view asks the same). */
export const programPath = (slug: string, lang?: Locale) => `/api/programs/by-slug/${encodeURIComponent(slug)}${lang && lang !== 'en' ? `?lang=${lang}` : ''}`;
const bySlug = (key: { slug: string; lang?: Locale }) => programPath(key.slug, key.lang);

const requestOf = (key: ProgramKey) =>
  'slug' in key
    ? { url: bySlug(key), timeout: CATALOG_API_TIMEOUT_MS * 2 }
    : { url: '/api/programs/by-name', params: { name: key.name, ...(key.lang && key.lang !== 'en' ? { lang: key.lang } : {}) }, timeout: CATALOG_API_TIMEOUT_MS * 2 };

const programApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/programs/by-slug/:slug or /api/programs/by-name?name= : the details page's program. */
    catalogProgram: build.query<Program, ProgramKey>({
      async queryFn(key, _api, _extra, baseQuery) {
        // The call the site's server started with the page, when it is this one (public data: asked without the
        // session); anything else (not found, a private program, no answer in time) is asked again with the session.
        const early = 'slug' in key ? ((await takeServerStarted(bySlug(key), FIRST_DATA_WAIT_MS)) as Program | null) : null;
        if (early && 'slug' in key && early.slug === key.slug) return { data: early };
        const result = await baseQuery(requestOf(key));
        if (result.error) return { error: logFailure('the program')(result.error) };
        return { data: (result.data as ApiSuccess<Program>).data };
      },
    }),
  }),
});

export const { useCatalogProgramQuery } = programApi;

/**
 * The program found by name is cached under its slug too, so moving to its slug URL shows it at once. (The thunk's
 * state type names the lazily injected `api` slice, which the store's dispatch type does not know yet.)
 */
export function cacheUnderSlug(dispatch: AppDispatch, program: Program, locale: Locale = 'en') {
  (dispatch as unknown as (action: unknown) => void)(programApi.util.upsertQueryData('catalogProgram', inLanguage({ slug: program.slug }, locale), program));
}

/**
 * Asks the API for the program again, bypassing the cache, and updates the page that shows it: after a booking, or a
 * booking refused because its session filled up, the places shown must be the API's.
 */
export function useRefreshProgram(): (slug: string) => void {
  const dispatch = useAppDispatch();
  const locale = useLocale();
  return useCallback(
    (slug: string) => {
      (dispatch as unknown as (action: unknown) => void)(programApi.endpoints.catalogProgram.initiate(inLanguage({ slug }, locale), { subscribe: false, forceRefetch: true }));
    },
    [dispatch, locale],
  );
}

/**
 * Starts the program of a slug loading into the store, through the page's own query, before its page mounts
 * (app/Area.tsx's prepare); answers it once loaded (undefined when it could not be).
 */
export function startProgramQuery(dispatch: AppDispatch, slug: string, locale: Locale = 'en'): Promise<Program | undefined> {
  const started = (dispatch as unknown as (action: unknown) => PromiseLike<{ data?: Program }>)(
    programApi.endpoints.catalogProgram.initiate(inLanguage({ slug }, locale), { subscribe: false }),
  );
  return Promise.resolve(started).then((result) => result.data, () => undefined);
}
