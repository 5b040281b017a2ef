// The files remotes publish (manifests, first views, navigation, server views), as one server reads them for its
// pages: each address at most every few seconds, so a page costs no request to a remote most of the time, and a
// redeploy shows within them. Each server has its own (the shell's server makes one); nothing is kept module-wide.

const TTL_MS = 5_000;

/**
 * A new, empty record of what a server has read of the remotes.
 * @returns {import('./pipeline.mjs').RemoteFiles}
 */
export function remoteFiles() {
  /** @type {Map<string, { value: unknown, expires: number }>} */
  const cache = new Map();
  return {
    /**
     * A remote's file, parsed; null when it does not answer (no hint, no harm: the page works without it). With
     * `staleIfError`, a file that answered before is kept through a failure (a menu does not lose a remote's entries
     * because one request failed).
     */
    async read(url, parse, { staleIfError = false } = {}) {
      const cached = cache.get(url);
      if (cached && cached.expires > Date.now()) return /** @type {any} */ (cached.value);
      let value = null;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
        if (response.ok) value = await parse(response);
      } catch {
        // A remote that is down gets no hints; its area shows its own message.
      }
      if (value === null && staleIfError && cached) value = cached.value;
      cache.set(url, { value, expires: Date.now() + TTL_MS });
      return /** @type {any} */ (value);
    },
    bundles: new Map(),
  };
}
