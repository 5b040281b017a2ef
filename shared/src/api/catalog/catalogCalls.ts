import { baseApi, injectOnce } from '@wellness/shared/api';

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

/** `injectEndpoints` for the catalogue layer, which every remote that reads the catalogue bundles (one cache). */
export const injectCatalogEndpoints = injectOnce(baseApi);
