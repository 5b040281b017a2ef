import type { SessionCall } from '@wellness/shared/contract';
import { HANDSHAKE_ID, SESSION_CALLS_KEY, SESSION_TOKEN_STORAGE_KEY } from '@wellness/shared/site-protocol';

/**
 * Starts the calls a guarded page makes first (the handshake's `session`) with the signed-in visitor's token, as the
 * page's client would ask them (its token, the page's language, which the server writes as the document's `lang`),
 * and keeps them under `Symbol.for(SESSION_CALLS_KEY)`, where the page takes their answers (`takeSessionStarted`).
 * The server cannot start them (the session is in this browser's storage), and the page itself asks only once its
 * scripts and the API's client have loaded: started here, the call and its CORS preflight run beside those downloads
 * instead of after them. Nothing for a visitor who is not signed in, or a page without such calls. Reads the handshake
 * and the storage itself: the entry runs before the contract has loaded. Resolves once every call it started has
 * answered or failed (at once when it started none).
 */
export function startSessionCalls(): Promise<void> {
  let token: string | null = null;
  let calls: unknown;
  try {
    token = window.localStorage.getItem(SESSION_TOKEN_STORAGE_KEY);
    // The handshake is read only for a signed-in visitor.
    const handshake = token ? document.getElementById(HANDSHAKE_ID)?.textContent : null;
    if (!handshake) return Promise.resolve();
    calls = (JSON.parse(handshake) as { session?: unknown } | null)?.session;
  } catch {
    // Storage refused or a handshake that is not JSON: the page asks on its own.
    return Promise.resolve();
  }
  if (!token || !calls || typeof calls !== 'object') return Promise.resolve();
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': document.documentElement.lang || 'en' };
  const started = new Map<string, SessionCall>();
  for (const [path, href] of Object.entries(calls)) {
    if (typeof href !== 'string') continue;
    const answer = fetch(href, { headers })
      .then((response) => (response.ok ? (response.json() as Promise<{ data?: unknown }>) : null))
      .then((body) => (body && 'data' in body ? { data: body.data } : null))
      .catch(() => null);
    started.set(path, { token, answer });
  }
  (globalThis as Record<symbol, unknown>)[Symbol.for(SESSION_CALLS_KEY)] = started;
  return Promise.all([...started.values()].map((call) => call.answer)).then(() => undefined);
}
