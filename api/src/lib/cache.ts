import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, onSendHookHandler } from 'fastify';
import { appendVary } from './reply';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public, viewer-independent GET whose JSON may be served from the catalogue cache. */
    catalogCache?: boolean;
  }
}

/** One cached answer, ready to write: the JSON bytes, their gzip and brotli forms and a strong ETag. */
export interface CachedBody {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

/** A response head as `writeHead` takes it: name, value, name, value… */
type Head = string[];
/** The same, where a value may be a list (a header sent on several lines). */
export type HeadValues = (string | string[])[];

function headOf(headers: Record<string, number | string | string[] | undefined>): HeadValues {
  const head: HeadValues = [];
  for (const name in headers) {
    const value = headers[name];
    if (value !== undefined) head.push(name, Array.isArray(value) ? value : String(value));
  }
  return head;
}

interface Entry extends CachedBody {
  expires: number;
  bytes: number;
  /** The static part of a hit's head, before and after the per-request headers (request id, CORS, Vary). */
  heads: { security: Head; identity: Head; gzip: Head | null; br: Head | null; notModified: Head };
}

/** The headers of a hit that are the same for every request, worked out once per entry, in the order a miss sets them. */
function prepareHeads(entry: CachedBody, securityHeaders: Record<string, string>): Entry['heads'] {
  const validators = ['etag', entry.etag, 'cache-control', 'no-cache', 'x-cache', 'hit'];
  const json = ['content-type', 'application/json; charset=utf-8'];
  return {
    security: Object.entries(securityHeaders).flat(),
    identity: [...validators, ...json, 'content-length', String(entry.body.length)],
    gzip: entry.gzip ? [...validators, ...json, 'content-encoding', 'gzip', 'content-length', String(entry.gzip.length)] : null,
    br: entry.br ? [...validators, ...json, 'content-encoding', 'br', 'content-length', String(entry.br.length)] : null,
    notModified: validators,
  };
}

export interface CatalogCacheOptions {
  /** How long an answer may be reused; 0 keeps no answers (ETags and 304s still work). */
  ttlMs: number;
  /**
   * The app's static security headers. When given, the cache sets them on every GET of its routes itself (the app's
   * onRequest hook leaves those to it, see `skipsSecurityHeaders`), and a hit writes them from a block prepared once
   * per entry instead of one `reply.header` call each.
   */
  securityHeaders?: Record<string, string>;
  maxEntries?: number;
  /** Total bytes kept (identity + gzip + brotli); the least recently used entries go first. */
  maxBytes?: number;
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
 * The bytes, their ETag and (when they will be reused) their gzip and brotli forms: compressing once per request costs
 * more than it saves. Brotli at quality 10 is ~16 % smaller than gzip on a catalogue list (22.5 KB of JSON: gzip 5.3 KB,
 * brotli 4.5 KB) and takes ~13 ms for it, so it runs in libuv's thread pool, never on the event loop (gzip takes
 * 0.2 ms). Once per distinct body: misses that arrive together share one compression, and `previous` (the entry this
 * one replaces) hands over its compressed forms when the bytes are the same, so an entry that expires unchanged is not
 * compressed again.
 */
export async function prepareBody(json: string | Buffer, compress: boolean, previous?: CachedBody): Promise<CachedBody> {
  const body = typeof json === 'string' ? Buffer.from(json) : json;
  const etag = etagOf(body);
  if (!compress || body.length < GZIP_MIN_BYTES) return { body, gzip: null, br: null, etag };
  if (previous && previous.etag === etag && previous.gzip && previous.br) return { body, gzip: previous.gzip, br: previous.br, etag };
  const br = await brotliOnce(body, etag);
  return { body, gzip: gzipSync(body, { level: 6 }), br, etag };
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
 * Ready-to-write answers of the public catalogue reads (routes with `config.catalogCache`), kept for `ttlMs` under a
 * normalized key, bounded in entries and bytes (least recently used out first). A hit is answered with the stored
 * bytes (no query, no serialization, no compression): on the server's request event before Fastify (`answer`, when
 * the app installs it), else in the route's onRequest hook, after the app-wide hooks (request id, security headers,
 * CORS). Every answer of these routes carries a strong ETag and `Cache-Control: no-cache`, and `If-None-Match` gets
 * a 304, with or without the cache.
 *
 * Any successful write under /api/my/ or /api/admin/ empties this instance's cache at once (a generation counter
 * stops an answer computed before the write from being stored after it); other instances (on one PostgreSQL) see
 * the change within `ttlMs`.
 */
export function registerCatalogCache(app: FastifyInstance, options: CatalogCacheOptions) {
  const { ttlMs, maxEntries = 500, maxBytes = 64 * 1024 * 1024, securityHeaders } = options;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  let generation = 0;
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
  };

  /** Not answered from memory: the security headers the app's hook left to this one, then the route runs. */
  const pass = (reply: FastifyReply, done: () => void) => {
    if (securityHeaders) reply.headers(securityHeaders);
    done();
  };

  /** The fresh entry for this URL, now the most recently used; none when missing or expired. */
  const take = (url: string): Entry | undefined => {
    const key = cacheKey(url);
    const entry = key ? entries.get(key) : undefined;
    // An expired entry stays until the fresh answer replaces it (its compressed forms are reused when unchanged).
    if (!key || !entry || entry.expires < Date.now()) return undefined;
    // Most recently used last: Map keeps insertion order.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const lookup: onRequestHookHandler = (request, reply, done) => {
    if (request.method !== 'GET') return done();
    if (ttlMs <= 0) return pass(reply, done);
    (request as Marked)[GENERATION] = generation;
    const entry = take(request.url);
    if (!entry) return pass(reply, done);
    if (!securityHeaders) return sendPrepared(request, reply, entry, true);
    reply.hijack();
    writeHit(reply.raw, request.headers, entry, headOf(reply.getHeaders()));
  };

  /**
   * A hit written straight to the response: the prepared head plus what differs per request (`perRequest`: the
   * request id and CORS headers, whose Vary gets Accept-Encoding added), the stored bytes; no onSend hooks, no
   * serialization.
   */
  const writeHit = (res: ServerResponse, requestHeaders: IncomingHttpHeaders, entry: Entry, perRequest: HeadValues) => {
    const { heads } = entry;
    const notModified = matches(requestHeaders, entry.etag);
    const coding = notModified ? null : codingFor(requestHeaders, entry);
    const head: HeadValues = heads.security.slice();
    let vary = 'Accept-Encoding';
    for (let i = 0; i < perRequest.length; i += 2) {
      const name = perRequest[i] as string;
      const value = perRequest[i + 1]!;
      if (name !== 'vary') head.push(name, value);
      else vary = String(value).toLowerCase().includes('accept-encoding') ? String(value) : `${String(value)}, Accept-Encoding`;
    }
    head.push('vary', vary);
    for (const part of notModified ? heads.notModified : coding === 'br' ? heads.br! : coding === 'gzip' ? heads.gzip! : heads.identity) head.push(part);
    res.writeHead(notModified ? 304 : 200, head as string[]);
    if (notModified) res.end();
    else res.end(coding === 'br' ? entry.br : coding === 'gzip' ? entry.gzip : entry.body);
  };

  /**
   * A fresh hit answered on the HTTP server's own request event, before Fastify makes its request and reply, routes,
   * runs hooks or a logger (see `answerBeforeFastify`): the same head and bytes as a hit through the route's hook, with
   * `perRequest` giving the headers the app's onRequest hooks set (request id, CORS). Only keys stored by a
   * catalogue route are found, so nothing else is answered here. False leaves the request to Fastify: not a GET, no
   * fresh entry, or the server closing (Fastify then answers 503).
   */
  const answer = (req: IncomingMessage, res: ServerResponse, perRequest: (req: IncomingMessage) => HeadValues): boolean => {
    if (closing || req.method !== 'GET' || ttlMs <= 0 || !securityHeaders) return false;
    const entry = take(req.url ?? '');
    if (!entry) return false;
    writeHit(res, req.headers, entry, perRequest(req));
    return true;
  };
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  const store: onSendHookHandler = (request, reply, payload, done) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.getHeader('x-cache') === 'hit') return done(null, payload);
    const key = ttlMs > 0 ? cacheKey(request.url) : null;
    prepareBody(payload, key !== null, key ? entries.get(key) : undefined).then((prepared) => {
      const bytes = prepared.body.length + (prepared.gzip?.length ?? 0) + (prepared.br?.length ?? 0);
      if (key && (request as Marked)[GENERATION] === generation && bytes <= maxBytes / 8) {
        const old = entries.get(key);
        if (old) remove(key, old);
        entries.set(key, { ...prepared, expires: Date.now() + ttlMs, bytes, heads: prepareHeads(prepared, securityHeaders ?? {}) });
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
    }, done);
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.catalogCache) return;
    const asArray = <T>(hook: T | T[] | undefined): T[] => (hook ? (Array.isArray(hook) ? hook : [hook]) : []);
    route.onRequest = [...asArray(route.onRequest), lookup];
    route.onSend = [...asArray(route.onSend), store];
  });

  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400 && /^\/api\/(my|admin)\//.test(request.url)) clear();
    done();
  });

  return { clear, answer, size: () => entries.size, bytes: () => totalBytes };
}

/**
 * True for the GETs whose security headers the catalogue cache sets (routes with `config.catalogCache`, when the
 * cache was given `securityHeaders`): the app's onRequest hook sets only the request id for those.
 */
export function skipsSecurityHeaders(request: FastifyRequest): boolean {
  return request.method === 'GET' && request.routeOptions.config.catalogCache === true;
}

/**
 * Puts `answer` in front of Fastify on the server's request event; Fastify handles every request it leaves (returns
 * false for), and one it threw on before writing anything: outside Fastify a throw would end the process. `inject`
 * (the tests' requests) goes straight to Fastify.
 */
export function answerBeforeFastify(server: Server, answer: (req: IncomingMessage, res: ServerResponse) => boolean): void {
  const handlers = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    try {
      if (answer(req, res)) return;
    } catch {
      if (res.headersSent) return void res.destroy();
    }
    for (const handle of handlers) handle.call(server, req, res);
  });
}
