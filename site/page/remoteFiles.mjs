// The files remotes publish (manifests, first views, navigation), read by the server for its pages: each address at
// most every few seconds, so a page costs no request to a remote most of the time, and a redeploy shows within them.

const TTL_MS = 5_000;
/** @type {Map<string, { value: unknown, expires: number }>} */
const cache = new Map();

/**
 * A remote's file, parsed; null when it does not answer (no hint, no harm: the page works without it). With
 * `staleIfError`, a file that answered before is kept through a failure (a menu does not lose a remote's entries
 * because one request failed).
 * @template T
 * @param {string} url
 * @param {(response: Response) => Promise<T>} parse
 * @param {{ staleIfError?: boolean }} [options]
 * @returns {Promise<T | null>}
 */
export async function remoteFile(url, parse, { staleIfError = false } = {}) {
  const cached = cache.get(url);
  if (cached && cached.expires > Date.now()) return /** @type {T | null} */ (cached.value);
  let value = null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    if (response.ok) value = await parse(response);
  } catch {
    // A remote that is down gets no hints; its area shows its own message.
  }
  if (value === null && staleIfError && cached) value = cached.value;
  cache.set(url, { value, expires: Date.now() + TTL_MS });
  return /** @type {T | null} */ (value);
}

/** Forgets every file read (tests start from a server that has read nothing). */
export function forgetRemoteFiles() {
  cache.clear();
}
