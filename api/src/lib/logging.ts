import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import { symbols, type Bindings, type ChildLoggerOptions, type DestinationStream } from 'pino';
import { databaseErrorOf } from './errors';

/**
 * Logs hold no secret and no personal data (docs/security.md). Nothing here logs a body; the request line keeps the
 * method, the path and the names of the query parameters (their values are replaced); errors keep their type, code
 * and stack with emails, phone-like numbers, tokens and password hashes masked, and database errors only their
 * SQLSTATE (drizzle's message holds the failed query and its parameters). `redact` covers the same fields wherever
 * they are passed by name.
 */
const MASKS: [RegExp, string][] = [
  [/scrypt\$[^\s"'`,;]+/g, '[hash]'],
  [/\bBearer\s+[A-Za-z0-9._~+/=-]+/gi, 'Bearer [token]'],
  [/\b[A-Za-z0-9_-]{16,}\.[A-Za-z0-9_-]{16,}\b/g, '[token]'],
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu, '[email]'],
  [/\+?\d[\d\s().-]{5,}\d/g, '[number]'],
];

export function scrub(text: string): string {
  let out = text.length > 4000 ? `${text.slice(0, 4000)}…` : text;
  for (const [pattern, mask] of MASKS) out = out.replace(pattern, mask);
  return out;
}

/** Percent-decoded, so `jane.doe%40example.com` is seen (and masked) as an email; left as sent when malformed. */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * `/api/search?q=anna%40x.y&limit=8` → `/api/search?q=…&limit=…`. The path is masked after percent-decoding; a routed
 * request logs its route's pattern instead of its path (`/programs/location/:country`): a path parameter may be free
 * text (a place, a name), so only an `id` parameter, which the routes restrict to letters, digits, _ and -, is shown.
 */
export function redactUrl(url: string, route?: { url?: string | undefined; params?: unknown }): string {
  const cut = url.indexOf('?');
  const path = route?.url ? routePath(route.url, route.params) : scrub(decoded(cut === -1 ? url : url.slice(0, cut))).slice(0, 300);
  if (cut === -1) return path;
  const keys = url
    .slice(cut + 1)
    .split('&')
    .filter(Boolean)
    .slice(0, 20)
    .map((pair) => `${scrub(pair.split('=')[0]!).slice(0, 40)}=…`);
  return `${path}?${keys.join('&')}`;
}

const ID_VALUE = /^[A-Za-z0-9_-]{1,100}$/;

function routePath(pattern: string, params: unknown): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && ID_VALUE.test(id) ? pattern.replace(/:id\b/, id) : pattern;
}

export const REDACT_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]', 'res.headers["set-cookie"]',
  'body', 'req.body', 'password', 'passwordHash', 'password_hash', 'token', 'accessToken', 'email', 'phone',
  '*.password', '*.passwordHash', '*.password_hash', '*.token', '*.accessToken', '*.email', '*.phone', '*.body',
];

const serializers = {
  req: (req: { method?: string; url?: string; id?: string; routeOptions?: { url?: string }; params?: unknown }) => ({
    method: req.method,
    url: redactUrl(req.url ?? '', { url: req.routeOptions?.url, params: req.params }),
  }),
  res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  err: (err: unknown) => {
    const e = err as { name?: string; code?: unknown; statusCode?: unknown; message?: unknown; stack?: unknown };
    const db = databaseErrorOf(err);
    if (db) return { type: 'DatabaseError', sqlState: db.code, routine: db.routine };
    return {
      type: e?.name ?? typeof err,
      ...(typeof e?.code === 'string' ? { code: e.code } : {}),
      ...(typeof e?.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
      message: scrub(String(e?.message ?? err)),
      ...(typeof e?.stack === 'string' ? { stack: scrub(e.stack) } : {}),
    };
  },
};

/** A UUID or a 32-hex-digit trace id: nothing a person would write (an email, a name, a phone number) fits. */
const REQUEST_ID = /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|[0-9a-fA-F]{32})$/;

/**
 * The caller's X-Request-Id when it is a UUID or a trace id, else a new UUID. It is echoed and logged on every line,
 * so anything else (a "safe-looking" `jane.doe.example.com` or `5551234567`, 10 KB, markup) is replaced, not kept.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers,
    hooks: {
      // Free-text messages are masked too, in case one ever quotes a value.
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? scrub(a) : a)) as Parameters<typeof method>);
      },
    },
    ...(stream ? { stream } : {}),
  } as FastifyServerOptions['logger'];
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = (...args: unknown[]) => void;

/** pino's child with the request id appended to its bindings as JSON (see `childLoggerFactory`). */
function requestChild(logger: FastifyBaseLogger, id: string, options: ChildLoggerOptions): FastifyBaseLogger {
  const child = logger.child({}, options) as FastifyBaseLogger & { [symbols.chindingsSym]: string };
  child[symbols.chindingsSym] += `,"reqId":${JSON.stringify(id)}`;
  return child;
}

/**
 * A request's logger that makes its pino child only when a line is actually written: a request at the production
 * levels mostly writes nothing at `warn` (a cached catalogue answer never does), and making the child cost about
 * 3 % of one. Every method checks the parent's level first, then writes through the child, so a line carries the
 * same bindings (`reqId`) as with Fastify's default factory.
 */
class RequestLogger {
  #child: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly id: string,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= requestChild(this.parent, this.id, {}));
  }

  private write(level: Level, args: unknown[]) {
    if ((this.parent as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled(level)) (this.real[level] as LogFn)(...args);
  }

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's per-request child logger, made only when the request writes a line (`RequestLogger`), and without pino's
 * redaction pass over its bindings: with wildcard `redact` paths pino runs every binding through the redactor (about
 * 4 % of a cached catalogue answer). The only binding is the request id, which `requestId` keeps to a UUID or hex trace id
 * or a UUID: nothing in it to redact, so it is appended to the parent's bindings as JSON directly. Log lines are the
 * same (`"reqId":"…"`); other bindings or a route's own log level take pino's path.
 */
export function childLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const id: unknown = bindings.reqId;
  let only = true;
  for (const key in bindings) if (key !== 'reqId') only = false;
  if (!only || typeof id !== 'string') return logger.child(bindings, options);
  let plain = true;
  for (const _ in options) plain = false;
  return plain ? (new RequestLogger(logger, id) as unknown as FastifyBaseLogger) : requestChild(logger, id, options);
}
