/**
 * SPEC §7 and §8 for the catalog: a call that fails, or takes longer than this, gives way to the bundled sample data
 * (loaded only then) with the page's message.
 */
export const CATALOG_API_TIMEOUT_MS = 4000;

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
