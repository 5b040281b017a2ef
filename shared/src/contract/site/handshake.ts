import type { RemoteName } from '../federation';
import type { NavigationDeclaration } from '../navigation/types';
import { HANDSHAKE_ID, SESSION_CALLS_KEY } from './protocol.mjs';

/**
 * What the site's server hands the page, as JSON in `<script type="application/json" id="site-handshake">`
 * (ADR 0006). A page served without the site's server (a dev server) has none, and each reader falls back to asking.
 */
export interface SiteHandshake {
  /** API calls the server started with the page (a preload each in the head): the API's path → the address started. */
  started: Record<string, string>;
  /**
   * API calls a guarded page makes first, which need the visitor's session (the API's path → its address): the server
   * cannot make them (the session is in the browser's storage), so the shell's entry starts them as it starts, for a
   * visitor who is signed in, beside the app's scripts (`SessionCall`), and the page takes their answers.
   */
  session: Record<string, string>;
  /** The navigation each live remote declares, with the manifest of the release it comes from. */
  navigation: Partial<Record<RemoteName, { manifest: string; declaration: NavigationDeclaration }>>;
  /**
   * The API's answers (their `data`) the page's server view was rendered with (ADR 0010), by the API's path as the page
   * asks it: the page takes them instead of fetching what its HTML already holds.
   */
  data: Record<string, unknown>;
}

const EMPTY: SiteHandshake = { started: {}, session: {}, navigation: {}, data: {} };
let read: { text: string; value: SiteHandshake } | null = null;

/** The handshake the server wrote in this page; empty without one (or when it is not what the server writes). */
export function readHandshake(): SiteHandshake {
  const text = typeof document === 'undefined' ? null : (document.getElementById(HANDSHAKE_ID)?.textContent ?? null);
  if (text === null) return EMPTY;
  if (read?.text !== text) {
    let value = EMPTY;
    try {
      const parsed = JSON.parse(text) as Partial<SiteHandshake> | null;
      const object = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
      value = {
        started: object(parsed?.started) as SiteHandshake['started'],
        session: object(parsed?.session) as SiteHandshake['session'],
        navigation: object(parsed?.navigation) as SiteHandshake['navigation'],
        data: object(parsed?.data) as SiteHandshake['data'],
      };
    } catch {
      // Not JSON: as if the server had written nothing.
    }
    read = { text, value };
  }
  return read.value;
}

/** Calls whose answer a page took: an answer the server started is taken once, later asks go to the API. */
const taken = new Set<string>();

/** Whether the server's HTML was rendered with the answer to `path` and no one has taken it yet. */
export function hasServerData(path: string): boolean {
  return Object.hasOwn(readHandshake().data, path) && !taken.has(`data:${path}`);
}

/**
 * The answer to `path` the server rendered the page with (`SiteHandshake.data`), once, at once (no fetch); undefined
 * when there is none or it was taken.
 */
export function takeServerData(path: string): unknown {
  if (!hasServerData(path)) return undefined;
  taken.add(`data:${path}`);
  return readHandshake().data[path];
}

/** An answer started earlier: its value when it comes within `waitMs`, else null (a failure too: the page asks again). */
async function withinMs(answer: Promise<unknown>, waitMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, waitMs, null)));
  try {
    return await Promise.race([answer.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The address of the call to `path` (the API's path as the page asks it, without its origin) the server started with
 * the page and no one has taken yet.
 */
export function serverStartedCall(path: string): string | null {
  const href = readHandshake().started[path];
  return typeof href === 'string' && !taken.has(href) ? href : null;
}

/**
 * The `data` of the call to `path` the server started with the page (the request the browser already made for its
 * preload), once; null when the server did not start it, it was taken already, it fails, or it has not answered
 * within `waitMs` (the page then asks on its own, as usual). An answer the server rendered the page with (`data`) is
 * taken first, without a request.
 */
export async function takeServerStarted(path: string, waitMs: number): Promise<unknown> {
  // The answer the server's HTML was made with comes first: the page shows the same data, and asks nothing.
  const held = takeServerData(path);
  if (held !== undefined) return held;
  const href = serverStartedCall(path);
  if (!href || typeof fetch !== 'function') return null;
  taken.add(href);
  const answer = fetch(href)
    .then((response) => (response.ok ? (response.json() as Promise<{ data?: unknown }>) : null))
    .then((body) => body?.data ?? null);
  return withinMs(answer, waitMs);
}

/**
 * A call the shell's entry started with the visitor's session (the handshake's `session`), kept under
 * `Symbol.for(SESSION_CALLS_KEY)` by the API's path: the token it was made with, and its answer's `data` (null when it
 * failed or was refused).
 */
export interface SessionCall {
  token: string;
  answer: Promise<{ data: unknown } | null>;
}

const sessionCalls = (): Map<string, SessionCall> | undefined =>
  (globalThis as Record<symbol, Map<string, SessionCall> | undefined>)[Symbol.for(SESSION_CALLS_KEY)];

/**
 * The `data` of the call to `path` the shell's entry started with the session, once; null when it did not start it,
 * it was made with another token than `token` (the visitor signed out or in since), it failed, or it has not answered
 * within `waitMs` (the page then asks on its own, as usual, and its client renews an expired session).
 */
export async function takeSessionStarted(path: string, token: string | null, waitMs: number): Promise<unknown> {
  const calls = sessionCalls();
  const call = calls?.get(path);
  if (!calls || !call) return null;
  calls.delete(path);
  if (!token || call.token !== token) return null;
  return withinMs(call.answer.then((answer) => answer?.data ?? null), waitMs);
}
