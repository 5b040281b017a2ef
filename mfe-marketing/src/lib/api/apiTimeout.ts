/**
 * For the home page: a section whose API call fails, or takes longer than this, shows the bundled
 * sample data instead, silently (the failure is only logged).
 */
export const HOME_API_TIMEOUT_MS = 5000;

/** `transformErrorResponse` of the home page's calls: log the failure, keep the error (RTK Query retries it on the next visit). */
export function logFailure(what: string) {
  return <E>(error: E): E => {
    console.warn(`[marketing] Could not load ${what}; showing the sample content instead.`, error);
    return error;
  };
}
