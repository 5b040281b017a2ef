/**
 * SPEC §7 and §8 for the catalog: a call that fails, or takes longer than this, gives way to the bundled sample data
 * (loaded only then) with the page's message.
 */
export const CATALOG_API_TIMEOUT_MS = 4000;

/**
 * How long a page the visitor opened waits, before it mounts, for the answer to a call the site's server started
 * with it. Its prerendered view stays on screen meanwhile; past this, the page mounts with its loading state.
 */
export const FIRST_DATA_WAIT_MS = 1000;

/** `transformErrorResponse` of the catalog's calls: log the failure and keep the error. */
export function logFailure(what: string) {
  return <E>(error: E): E => {
    console.warn(`[catalog] Could not load ${what}.`, error);
    return error;
  };
}

/** The HTTP status of an RTK Query error, when the API answered. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
