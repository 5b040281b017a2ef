import { baseApi } from '@wellness/shared/api';

/**
 * How long a catalogue call may take: one that fails, or takes longer, gives way to the bundled sample data (loaded
 * only then), with the page's own message where it has one.
 */
export const CATALOG_API_TIMEOUT_MS = 4000;

/** `transformErrorResponse` of the catalogue's calls: log the failure and keep the error. */
export function logFailure(what: string) {
  return <E>(error: E): E => {
    console.warn(`[catalogue] Could not load ${what}.`, error);
    return error;
  };
}

/**
 * `baseApi.injectEndpoints` for the catalogue layer. Every remote that reads the catalogue bundles this layer, so each
 * injects the same endpoints into the one `baseApi` its page shares: the first injection stands and the cache is one.
 * RTK Query skips a name it already has (keeping the first definition, which is this same code); it also logs the
 * skip in development builds, so names already there are left out here rather than passed in again.
 */
export const injectCatalogEndpoints: typeof baseApi.injectEndpoints = (inject) =>
  baseApi.injectEndpoints({
    ...inject,
    endpoints: (build) => Object.fromEntries(Object.entries(inject.endpoints(build)).filter(([name]) => !(name in baseApi.endpoints))) as ReturnType<typeof inject.endpoints>,
  });
