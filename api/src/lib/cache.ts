import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import type { ReadPositions } from './read-routing';
import { appendVary } from './reply';

/** The tables of the public catalogue: each committed write to one is announced (migrations/0009). */
export const CATALOG_TABLES = ['programs', 'program_sessions', 'destinations', 'faqs', 'categories', 'program_groups'] as const;
export type CatalogTable = (typeof CATALOG_TABLES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public, viewer-independent GET whose answer may be cached: the catalogue tables it shows. */
    catalogCache?: readonly CatalogTable[];
  }
}

/** One cached answer, ready to write: the JSON bytes, their gzip and brotli forms and a strong ETag. */
export interface CachedBody {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

interface Entry extends CachedBody {
  expires: number;
  bytes: number;
  /** What the answer shows: a write to one of these drops it. */
  tables: readonly CatalogTable[];
  /** With replicas: the WAL position its reads reflect at least. */
  position: bigint;
}

export interface CatalogCacheOptions {
  /** How long an answer may be reused at most; 0 keeps no answers (ETags and 304s still work). */
  ttlMs: number;
  maxEntries?: number;
  /** Total bytes kept (identity + gzip + brotli); the least recently used entries go first. */
  maxBytes?: number;
  /** With replicas: what each request's reads reflect, and the primary's positions (lib/read-routing.ts). */
  positions?: ReadPositions | undefined;
  /**
   * Path prefixes ("/api/my") under which a successful write through this process empties the cache when its answer is
   * sent, so the writer reads its own write at once. The app names them: this module knows no feature's routes.
   */
  clearedByWritesUnder?: readonly string[];
}

/** Longer URLs are answered but never kept: they cannot push useful entries out with junk keys. */
const MAX_KEY_LENGTH = 512;
/** Bodies this small are not worth compressing. */
const GZIP_MIN_BYTES = 1024;

export const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

const brotli = promisify(brotliCompress);
/** Compressions under way, by ETag: misses of the same body that arrive together share one. */
const compressing = new Map<string, Promise<Buffer>>();

function brotliOnce(body: Buffer, etag: string): Promise<Buffer> {
  let pending = compressing.get(etag);
  if (!pending) {
    pending = brotli(body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
    }).finally(() => compressing.delete(etag));
    compressing.set(etag, pending);
  }
  return pending;
}

/**
 * The bytes, their ETag and (when they will be reused) their gzip form, at once: gzip takes ~0.2 ms for a catalogue
 * list (22.5 KB of JSON: 5.3 KB), and `previous` (the entry this one replaces) hands over its compressed forms when the
 * bytes are the same, so an entry that expires unchanged is not compressed again.
 */
export function quickBody(json: string | Buffer, compress: boolean, previous?: CachedBody): CachedBody {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  const etag = etagOf(body);
  if (!compress || body.length < GZIP_MIN_BYTES) return { body, gzip: null, br: null, etag };
  if (previous && previous.etag === etag && previous.gzip) return { body, gzip: previous.gzip, br: previous.br, etag };
  return { body, gzip: gzipSync(body, { level: 6 }), br: null, etag };
}

/**
 * quickBody with the brotli form too. Brotli at quality 10 is ~16 % smaller than gzip (4.5 KB) but takes ~13 ms, so it
 * runs in libuv's thread pool, never on the event loop, once per distinct body (misses that arrive together share one).
 * The cache does not wait for it: a miss and the first hit are answered with gzip, and the entry gains brotli at its
 * first hit, for the hits that follow (addBrotli).
 */
export async function prepareBody(json: string | Buffer, compress: boolean, previous?: CachedBody): Promise<CachedBody> {
  const quick = quickBody(json, compress, previous);
  if (!quick.gzip || quick.br) return quick;
  return { ...quick, br: await brotliOnce(quick.body, quick.etag) };
}

/** The path with its query pairs sorted, so `?b=1&a=2` and `?a=2&b=1` share an entry; null when too long to keep. */
export function cacheKey(url: string): string | null {
  if (url.length > MAX_KEY_LENGTH) return null;
  const q = url.indexOf('?');
  if (q === -1) return url;
  const pairs = url
    .slice(q + 1)
    .split('&')
    .filter(Boolean)
    .sort();
  return pairs.length ? `${url.slice(0, q)}?${pairs.join('&')}` : url.slice(0, q);
}

/** The coding to send: brotli when accepted, else gzip when accepted, else none (a `q=0` refuses a coding). */
function codingFor(headers: IncomingHttpHeaders, entry: CachedBody): 'br' | 'gzip' | null {
  const header = headers['accept-encoding'];
  if (typeof header !== 'string') return null;
  if (entry.br && /\bbr\b/.test(header) && !/\bbr\s*;\s*q=0(\.0+)?\b/.test(header)) return 'br';
  if (entry.gzip && /\bgzip\b/.test(header) && !/\bgzip\s*;\s*q=0(\.0+)?\b/.test(header)) return 'gzip';
  return null;
}

/** If-None-Match holds this ETag (or `*`); weak comparison, as RFC 9110 asks for GET. */
function matches(headers: IncomingHttpHeaders, etag: string): boolean {
  const header = headers['if-none-match'];
  if (typeof header !== 'string' || header.length > 2048) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Writes a prepared answer: 304 when the client holds it, brotli or gzip when it accepts one. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, hit: boolean) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  appendVary(reply, 'Accept-Encoding');
  if (hit) reply.header('x-cache', 'hit');
  if (matches(request.headers, entry.etag)) return reply.code(304).send();
  reply.header('content-type', 'application/json; charset=utf-8');
  const coding = codingFor(request.headers, entry);
  if (coding) reply.header('content-encoding', coding);
  return reply.send(coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : entry.body);
}

/**
 * Ready-to-send answers of the public catalogue reads (routes with `config.catalogCache`, which names the tables each
 * shows), kept under a normalized key for at most `ttlMs`, bounded in entries and bytes (least recently used out
 * first). A hit is answered in the route's onRequest hook, after the app's hooks (request id, security headers, CORS),
 * through Fastify like any answer, with the stored bytes (no query, no serialization, no compression). Every answer of
 * these routes carries a strong ETag and `Cache-Control: no-cache`, and `If-None-Match` gets a 304, cached or not.
 *
 * No answer outlives a committed write to what it shows: the app feeds the database's notifications in (`changed`,
 * from LISTEN catalog_changed, in every process) and drops the entries of that table; a generation counter stops an
 * answer computed before a notification from being stored after it. The cache serves and stores only while the
 * listening connection is up (`listening(true)`): a lost connection could hide a write, so it then answers nothing
 * from memory, and starts empty when the connection is back. A successful write through this process under one of
 * `clearedByWritesUnder` also empties it when its answer is sent, so the writer reads its own write at once.
 *
 * With replicas (`positions`), a miss may be computed from a replica that has not yet replayed the change just
 * announced. So each announcement (and each emptying) waits for its position: the first sample of the primary's
 * position asked after it (the router takes one at once when told of a change). An answer read from a replica is kept
 * only when no announcement waits and the replica had replayed every announced position when the request started; it
 * is answered all the same, as stale as the replica's lag at most. A hit is given to a visitor only when it reflects
 * their own last write (`X-Read-After`); otherwise the request reads where that write is.
 */
export function registerCatalogCache(app: FastifyInstance, options: CatalogCacheOptions) {
  const { ttlMs, maxEntries = 500, maxBytes = 64 * 1024 * 1024, positions, clearedByWritesUnder = [] } = options;
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const clearingWrite = clearedByWritesUnder.length ? new RegExp(`^(${clearedByWritesUnder.map(escape).join('|')})(\\/|$|\\?)`) : null;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let generation = 0;
  let serving = false;
  /** The position every kept answer read from a replica must reflect: that of the announced changes. */
  let required = 0n;
  /** When the latest announcement whose position is not known yet came (the router's clock); null: none waits. */
  let waitingSince: number | null = null;
  const announced = () => {
    if (positions) waitingSince = positions.now();
  };
  // A sample asked after the latest announcement is past every announced change (an earlier one would not be past
  // the latest, so it settles nothing that matters: nothing is kept while one waits).
  const unsubscribe = positions?.onPrimarySample((lsn, startedAt) => {
    if (waitingSince === null || waitingSince >= startedAt) return;
    if (lsn > required) required = lsn;
    waitingSince = null;
  });
  if (unsubscribe) app.addHook('onClose', async () => void unsubscribe());
  const GENERATION = Symbol('catalogCacheGeneration');
  type Marked = FastifyRequest & { [GENERATION]?: number };

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    totalBytes -= entry.bytes;
  };
  const clear = () => {
    entries.clear();
    totalBytes = 0;
    generation += 1;
    announced();
  };
  /** A committed write to `table`: its answers go (an unknown name: all of them). */
  const changed = (table: string) => {
    generation += 1;
    announced();
    if (!(CATALOG_TABLES as readonly string[]).includes(table)) return clear();
    for (const [key, entry] of entries) if (entry.tables.includes(table as CatalogTable)) remove(key, entry);
  };
  /** The listening connection is up (after LISTEN) or lost: either way what is kept may be stale. */
  const listening = (up: boolean) => {
    clear();
    serving = up;
  };

  /** The fresh entry under this key (cacheKey of the URL), now the most recently used; none when missing or expired. */
  const take = (key: string | null): Entry | undefined => {
    const entry = key ? entries.get(key) : undefined;
    // An expired entry stays until the fresh answer replaces it (its compressed forms are reused when unchanged).
    if (!key || !entry || entry.expires < Date.now()) return undefined;
    // Older than the visitor's own last write: read again, where that write is.
    const need = positions?.current()?.need;
    if (need != null && entry.position < need) return undefined;
    // Most recently used last: Map keeps insertion order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  /**
   * The brotli form of an entry asked for again, made in the background for its next hits. Not at the miss: most
   * answers of searches and filtered lists are asked once (every URL new: the throughput bench), and brotli's ~13 ms of
   * the thread pool's CPU for each was spent on answers nobody asked for again.
   */
  const addBrotli = (key: string, entry: Entry) => {
    brotliOnce(entry.body, entry.etag).then(
      (br) => {
        // Only while this very entry is kept (not dropped by a write, nor replaced), and once.
        if (entries.get(key) !== entry || entry.br) return;
        entry.br = br;
        entry.bytes += br.length;
        totalBytes += br.length;
      },
      () => {},
    );
  };

  const lookup: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET' || ttlMs <= 0 || !serving) return done();
    (request as Marked)[GENERATION] = generation;
    const key = cacheKey(request.url);
    const entry = take(key);
    if (!key || !entry) return done();
    if (entry.gzip && !entry.br) addBrotli(key, entry);
    sendPrepared(request, reply, entry, true);
  };

  const store: onSendHookHandler = (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache') === 'hit') return done(null, payload);
    const key = ttlMs > 0 ? cacheKey(request.url) : null;
    const tables = request.routeOptions.config.catalogCache ?? CATALOG_TABLES;
    // Answered at once (gzip); brotli is made in the background once the entry is asked again (addBrotli).
    const prepared = quickBody(payload, key !== null, key ? entries.get(key) : undefined);
    const bytes = prepared.body.length + (prepared.gzip?.length ?? 0) + (prepared.br?.length ?? 0);
    const read = positions?.current();
    // Read from a replica: kept only if it reflects every announced change (see above). From the primary: current.
    const reflectsChanges = !read?.fromReplica || (waitingSince === null && read.floor >= required);
    if (key && serving && (request as Marked)[GENERATION] === generation && reflectsChanges && bytes <= maxBytes / 8) {
      const old = entries.get(key);
      if (old) remove(key, old);
      const entry: Entry = { ...prepared, expires: Date.now() + ttlMs, bytes, tables, position: read?.floor ?? 0n };
      entries.set(key, entry);
      totalBytes += bytes;
      for (const [k, e] of entries) {
        if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
        remove(k, e);
      }
    }
    reply.header('etag', prepared.etag).header('cache-control', 'no-cache');
    appendVary(reply, 'Accept-Encoding');
    if (matches(request.headers, prepared.etag)) {
      reply.code(304);
      return done(null, '');
    }
    const coding = codingFor(request.headers, prepared);
    if (coding) reply.header('content-encoding', coding);
    return done(null, coding === 'br' ? prepared.br : coding === 'gzip' ? prepared.gzip : prepared.body);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.catalogCache) return;
    const asArray = <T>(hook: T | T[] | undefined): T[] => (hook ? (Array.isArray(hook) ? hook : [hook]) : []);
    route.onRequest = [...asArray(route.onRequest), lookup];
    route.onSend = [...asArray(route.onSend), store];
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && clearingWrite?.test(request.url)) clear();
    done();
  });

  return {
    clear,
    changed,
    listening,
    /** Whether hits are answered (the listening connection is up). */
    serving: () => serving,
    size: () => entries.size,
    bytes: () => totalBytes,
  };
}
