import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Limit } from '../config';
import type { Database } from '../db/client';
import { tooMany } from './errors';

declare module './jobs/queue' {
  interface JobPayloads {
    /** Removes counters whose window has ended. */
    'limits.cleanup': Record<string, never>;
  }
}

/**
 * Rate limits counted in PostgreSQL (migrations/0020), shared by every API process: N processes behind a balancer
 * allow what one does. Each hit is one atomic upsert on (limit, key) that starts a new window when the old one has
 * ended and answers the count and the time left, so concurrent hits from several processes are counted one after the
 * other by the row lock. Keys are hashed: no email or address is stored in clear.
 *
 * Why a table and not only `@fastify/rate-limit`: most limits here are not "every request of a route per address":
 * failed sign-ins count only failures, per email and address (lib/login-throttle.ts); uploads count per
 * account after authentication; bookings per account or per address. The route-level per-address limits of sign-in and
 * sign-up do use `@fastify/rate-limit`, with `rateLimitStore` below over this same table.
 */

export interface Hit {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
  /** Milliseconds since the last hit. */
  msSinceLast: number;
}

const hashKey = (limit: string, raw: string) => `${limit}:${createHash('sha256').update(raw).digest('base64url').slice(0, 32)}`;

// One statement: a new row, or the old row counted on, or the old row started again when its window has ended. A
// sliding window ($3) moves its end with every hit: the count is forgotten only after a quiet window.
const HIT_SQL = `
  INSERT INTO rate_limit_counters AS c (key, count, window_ends, last_at)
  VALUES ($1, 1, now() + make_interval(secs => $2::float8 / 1000), now())
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.window_ends <= now() THEN 1 ELSE c.count + 1 END,
    window_ends = CASE WHEN c.window_ends <= now() OR $3::boolean THEN excluded.window_ends ELSE c.window_ends END,
    last_at = now()
  RETURNING count, greatest(0, extract(epoch FROM (window_ends - now())) * 1000)::float8 AS ms_left, 0::float8 AS ms_since_last`;

const READ_SQL = `
  SELECT count, greatest(0, extract(epoch FROM (window_ends - now())) * 1000)::float8 AS ms_left,
    greatest(0, extract(epoch FROM (now() - last_at)) * 1000)::float8 AS ms_since_last
  FROM rate_limit_counters WHERE key = $1 AND window_ends > now()`;

type HitRow = { count: number; ms_left: number; ms_since_last: number };
const toHit = (row: HitRow): Hit => ({ count: Number(row.count), msLeft: Number(row.ms_left), msSinceLast: Number(row.ms_since_last) });

/** Counters of one database: `hit` counts, `read` looks, `clear` forgets. Used by `RateLimits` and the sign-in throttle. */
export class Counters {
  constructor(private readonly database: Database) {}

  async hit(limit: string, raw: string, windowMs: number, options: { sliding?: boolean } = {}): Promise<Hit> {
    const [row] = await this.database.query<HitRow>(HIT_SQL, [hashKey(limit, raw), windowMs, options.sliding ?? false]);
    return toHit(row!);
  }

  /** The current window's count (0 when none is open), without counting. */
  async read(limit: string, raw: string): Promise<Hit> {
    const [row] = await this.database.query<HitRow>(READ_SQL, [hashKey(limit, raw)]);
    return row ? toHit(row) : { count: 0, msLeft: 0, msSinceLast: Number.POSITIVE_INFINITY };
  }

  async clear(limit: string, raw: string): Promise<void> {
    await this.database.query('DELETE FROM rate_limit_counters WHERE key = $1', [hashKey(limit, raw)]);
  }

  /** Removes rows whose window ended more than `graceMs` ago (the periodic clean-up job). */
  async removeExpired(graceMs = 0): Promise<number> {
    const rows = await this.database.query("DELETE FROM rate_limit_counters WHERE window_ends < now() - make_interval(secs => $1::float8 / 1000) RETURNING 1", [graceMs]);
    return rows.length;
  }
}

/** "30 seconds", "2 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * The named fixed-window limits of the API (docs/security.md). Adding one is one line in `LIMIT_SETTINGS`
 * (context.ts) and its setting in `config.ts`; a route then calls `await ctx.limits.take('<name>', key, message)`.
 */
export class RateLimits<Name extends string> {
  readonly counters: Counters;

  constructor(
    database: Database,
    private readonly limits: Record<Name, Limit>,
  ) {
    this.counters = new Counters(database);
  }

  limit(name: Name): Limit {
    return this.limits[name];
  }

  /** Counts one for `key` under `name`, or throws a 429 (with Retry-After) when the window is full. */
  async take(name: Name, key: string, message: string): Promise<void> {
    const { max, windowMs } = this.limits[name];
    if (max <= 0) return;
    const { count, msLeft } = await this.counters.hit(name, key, windowMs);
    if (count > max) {
      const wait = Math.max(1, Math.ceil(msLeft / 1000));
      throw tooMany(`${message} Please try again in ${describeWait(wait)}.`, wait);
    }
  }
}

/**
 * A store for `@fastify/rate-limit` over the same table, so its per-route limits are shared by every process too.
 * The plugin calls `incr` with the route's window; each route gets its own key prefix through `child`.
 */
export function rateLimitStore(counters: Counters): FastifyRateLimitStoreCtor {
  class PostgresStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'route',
    ) {}

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      counters.hit(this.prefix, key, timeWindow).then(
        (hit) => callback(null, { current: hit.count, ttl: hit.msLeft }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: { method?: unknown; url?: unknown; routeInfo?: { method?: string; url?: string } }): FastifyRateLimitStore {
      const method = routeOptions.routeInfo?.method ?? String(routeOptions.method ?? '');
      const url = routeOptions.routeInfo?.url ?? String(routeOptions.url ?? '');
      return new PostgresStore(undefined, `route ${method} ${url}`);
    }
  }
  return PostgresStore as unknown as FastifyRateLimitStoreCtor;
}
