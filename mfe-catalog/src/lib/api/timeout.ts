/**
 * How long a page the visitor opened waits, before it mounts, for the answer to a call the site's server started
 * with it. Its prerendered view stays on screen meanwhile; past this, the page mounts with its loading state.
 */
export const FIRST_DATA_WAIT_MS = 1000;

/** The HTTP status of an RTK Query error, when the API answered. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
