import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { pgListen } from './listen';
import { ReadRouter, type Endpoint, type ReadRouterOptions } from './replicas';
import { startPGliteThread } from './pglite-thread';
import * as schema from './schema';

/** Both drivers give the same query builder; features only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** `$n` SQL and its values; `T` names the row's shape the SQL selects (unchecked, as every driver's row type is). */
export type RawQuery = <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
export type SqlValue = string | number | boolean | null;

export interface QueryOptions {
  /**
   * Prepare the statement once per connection and reuse its plan. Only for statements whose one (generic) plan
   * suits every value (the programs list): a catalogue search must be planned for its term (features/search).
   */
  prepare?: boolean;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** One parameterized statement, outside any transaction (the catalogue's hot reads). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<T[]>;
  /** Raw SQL in one transaction (migrations, bulk seeding). Without params a string may hold several statements. */
  rawTransaction<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  /**
   * One statement in a transaction of its own, after `settings` (SET LOCAL …, planner settings for this statement
   * only), prepared once per connection (PREPARE, then EXECUTE with the values as literals): with
   * `SET LOCAL plan_cache_mode = force_generic_plan` in the settings it is planned once, under those settings. On
   * PostgreSQL one round trip: BEGIN, the settings, PREPARE the first time, EXECUTE and COMMIT sent together; on PGlite
   * one message to the database thread, which runs them as one string.
   */
  queryWithSettings<T = Record<string, unknown>>(settings: string, sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel` (a plain identifier) on a connection of its own: `notify` gets each payload, `state` true once
   * listening and false as soon as the connection is lost (then it reconnects, and says true again once listening).
   * Notifications of writes made while it was down are not replayed: a listener must treat a new `true` as "anything
   * may have changed".
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** With replicas (DATABASE_REPLICA_URLS): where each request's reads go (db/replicas.ts). */
  readRouter?: ReadRouter<PgEndpoint>;
  /** PGlite only: the whole database as an image that `DatabaseOptions.pgliteImage` starts from. */
  dumpImage?: () => Promise<Uint8Array>;
}

export interface ListenHandlers {
  notify(payload: string): void;
  state(up: boolean): void;
}

export interface Listening {
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server (the primary); when absent, PGlite. */
  url?: string | undefined;
  /** PGlite data folder; when absent, in memory. */
  dataDir?: string | undefined;
  /** PGlite: start from this image (a file `Database.dumpImage` wrote) instead of an empty database. */
  pgliteImage?: string | undefined;
  /** Streaming replicas of `url`: the reads of routes that declare them go there (db/replicas.ts). */
  replicaUrls?: readonly string[] | undefined;
  /** The primary itself, for LISTEN, when `url` goes through a transaction-mode pooler (default `url`). */
  directUrl?: string | undefined;
  /** `transaction`: `url` and the replicas' addresses go through a transaction-mode pooler (PgBouncer). */
  poolMode?: PoolMode | undefined;
  /** How replicas are checked and when one is left out (with `replicaUrls`). */
  replicas?: Omit<ReadRouterOptions, 'checkTimeoutMs'> | undefined;
}

export type PoolMode = 'session' | 'transaction';

/** One PostgreSQL server as the read router sees it: its pool (for Drizzle) and the Database over that pool. */
export interface PgEndpoint extends Endpoint {
  database: Database;
  pool: pg.Pool;
}

/** The Database that always runs on the primary, whatever the running request: jobs, rate limits, anything that writes. */
export const primaryOf = (database: Database): Database => database.readRouter?.primary.database ?? database;

export async function openDatabase({ url, dataDir, pgliteImage, replicaUrls = [], directUrl, poolMode = 'session', replicas }: DatabaseOptions): Promise<Database> {
  if (url) {
    const primary = openPostgres(url, poolMode, directUrl ?? url);
    if (!replicaUrls.length) return primary.database;
    const router = new ReadRouter<PgEndpoint>(
      primary,
      replicaUrls.map((replicaUrl, i) => ({ name: serverName(replicaUrl, i), endpoint: openPostgres(replicaUrl, poolMode, null) })),
      replicas ?? { maxLagMs: 5000, checkIntervalMs: 100 },
    );
    const db: Db = drizzlePg(new RoutedPool(router) as pg.Pool, { schema });
    await router.start();
    return {
      kind: 'postgres',
      db,
      readRouter: router,
      query: (text, params, options) => router.route((e) => e.database.query(text, params, options)),
      // A read-only route may read in a transaction: on a replica that fails it runs again, whole, on the primary.
      rawTransaction: (fn) => router.route((e) => e.database.rawTransaction(fn)),
      queryWithSettings: (settings, text, params) => router.route((e) => e.database.queryWithSettings(settings, text, params)),
      listen: (channel, handlers) => primary.database.listen(channel, handlers),
      async close() {
        router.stop();
        await Promise.all([primary, ...router.replicaEndpoints()].map((e) => e.database.close()));
      },
    };
  }
  // PGlite runs on a worker thread (pglite-worker.mjs): the WebAssembly database works beside the HTTP thread.
  const client = await startPGliteThread(dataDir, pgliteImage);
  // Loaded only here: it imports PGlite itself, ~45 ms of a start on PostgreSQL otherwise.
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db: Db = drizzlePglite({ client: client as unknown as PGlite, schema });
  // PGlite plans every statement in WebAssembly on the one thread that also serves HTTP; for the catalogue's small
  // reads planning costs more than running them. Prepared statements (SQL PREPARE, then EXECUTE with quoted literals,
  // since EXECUTE takes no bind parameters) skip it. Quoting relies on standard_conforming_strings, set here.
  await client.exec('SET standard_conforming_strings = on');
  const prepared = new Map<string, Promise<string>>();
  return {
    kind: 'pglite',
    db,
    async query<T>(text: string, params: readonly SqlValue[] = [], options: QueryOptions = {}) {
      if (!options.prepare || (!prepared.has(text) && prepared.size >= MAX_PREPARED)) return (await client.query<T>(text, [...params])).rows;
      let name = prepared.get(text);
      if (!name) {
        const statement = statementName(text);
        name = client.exec(`PREPARE ${statement} AS ${text}`).then(() => statement);
        prepared.set(text, name);
        name.catch(() => prepared.delete(text));
      }
      const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
      return (await client.query<T>(`EXECUTE ${await name}${args}`)).rows;
    },
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn(async <R,>(sql: string, params?: unknown[]) => {
          if (params) return (await tx.query<R>(sql, params)).rows;
          const results = await tx.exec(sql);
          return (results.at(-1)?.rows ?? []) as R[];
        }),
      ),
    // One message: the database thread runs the settings and the statement (prepared there once) as one transaction.
    queryWithSettings: async <T>(settings: string, text: string, params: readonly SqlValue[] = []) => {
      const name = statementName(`${settings}\n${text}`);
      return (await client.queryWithSettings<T>(settings, name, text, `EXECUTE ${name}${executeArgs(params)}`)).rows;
    },
    listen: (channel, handlers) => client.listen(channel, handlers),
    dumpImage: () => client.dumpImage(),
    close: () => client.close(),
  };
}

/**
 * Connections a process keeps to each server when `PG_POOL_MAX` is unset. Few: past about twice the server's cores,
 * statements only queue inside PostgreSQL, and each connection prepares and plans every statement shape and warms its
 * caches on its own. At 1,000,000 programs on 2 cores, two processes of 4 served 89–103 mixed requests/s at 15–17 ms
 * of PostgreSQL CPU each; two of 10 (node-postgres' default) 63–72 at 23–26 ms (docs/performance-api.md). A search
 * page holds two at once, a host's figures up to five (the rest wait their turn in the pool).
 */
export const DEFAULT_POOL_MAX = 4;

/**
 * A PostgreSQL server through node-postgres. `transaction`: behind a transaction-mode pooler, which gives each
 * transaction whichever server connection is free, so nothing may rely on a session: no startup options (PgBouncer
 * refuses them; set `jit = off` on the role instead, docs/deploy.md), no protocol-level named statement kept between
 * transactions (the one prepared read runs unnamed). `listenUrl`: where LISTEN connects (null: a replica, never asked).
 */
function openPostgres(url: string, mode: PoolMode, listenUrl: string | null): PgEndpoint {
  const replica = listenUrl === null;
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_MAX) || DEFAULT_POOL_MAX,
    // Kept however long they sit idle (node-postgres closes them after 10 s): a new connection plans every statement
    // shape again and loads the search's dictionaries and functions, so on a quiet site every request after a lull
    // paid for it (median 122 ms against 27 ms at 1,000,000 programs, docs/performance-api.md). The pool is small.
    idleTimeoutMillis: 0,
    // JIT compilation pays off for long analytical queries only; every statement of the API is small, and a plan priced
    // high (a switched-off plan in search) would otherwise be compiled first, for ~0.5 s.
    ...(mode === 'session' ? { options: '-c jit=off -c standard_conforming_strings=on' } : {}),
    // A replica that stopped behind a pooler holds a new connection until the pooler gives up (a minute): the router
    // has long moved its reads to the primary; this frees the pool's slot.
    ...(replica ? { connectionTimeoutMillis: 5000 } : {}),
  });
  pool.on('error', () => {}); // an idle client's network error must not crash the process; the next query reports it
  // Nor a checked-out one's (a transaction, a statement with settings): pg-pool listens only to idle clients, and a
  // server that stops (a replica taken down) would otherwise throw from the client's 'error' event. Its query is
  // rejected all the same, and the pool drops the broken client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db: Db = drizzlePg(pool, { schema });
  const database: Database = {
    kind: 'postgres',
    db,
    async query<T>(text: string, params: readonly SqlValue[] = [], options: QueryOptions = {}) {
      // node-postgres prepares a named statement once on each pooled connection.
      const config = options.prepare && mode === 'session' ? { name: statementName(text), text, values: [...params] } : { text, values: [...params] };
      return (await pool.query(config)).rows as T[];
    },
    async rawTransaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(async <R,>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as R[]);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    async queryWithSettings<T>(settings: string, text: string, params: readonly SqlValue[] = []) {
      const client = await pool.connect();
      const name = statementName(`${settings}\n${text}`);
      if (mode === 'transaction') {
        // Which server connection this transaction gets, and whether an earlier one prepared the statement there, is
        // not known here: the server itself prepares it when it has none by that name (the name is the statement's
        // hash, so one by that name is this statement), in the same round trip.
        if (text.includes('$wellness_prepare$')) throw new Error('A statement may not hold $wellness_prepare$');
        const guard = `DO $wellness_guard$BEGIN IF NOT EXISTS (SELECT 1 FROM pg_prepared_statements WHERE name = '${name}') THEN EXECUTE $wellness_prepare$PREPARE ${name} AS ${text}$wellness_prepare$; END IF; END$wellness_guard$`;
        try {
          // Several statements in one string: node-postgres answers one result per statement.
          const results = [await client.query(`BEGIN; ${settings}; ${guard}; EXECUTE ${name}${executeArgs(params)}; COMMIT`)].flat();
          return results.at(-2)!.rows as T[];
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      }
      const known = preparedOn.get(client) ?? new Set<string>();
      preparedOn.set(client, known);
      try {
        const prepare = known.has(name) ? '' : `PREPARE ${name} AS ${text}; `;
        const results = [await client.query(`BEGIN; ${settings}; ${prepare}EXECUTE ${name}${executeArgs(params)}; COMMIT`)].flat();
        known.add(name);
        return results.at(-2)!.rows as T[];
      } catch (error) {
        // The rest of the string did not run: end the transaction before the connection goes back to the pool, and
        // forget the statement (prepared or not, it is made again next time).
        await client.query('ROLLBACK').catch(() => {});
        await client.query(`DEALLOCATE ${name}`).catch(() => {});
        known.delete(name);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    listen: (channel, handlers) => {
      if (listenUrl === null) throw new Error('LISTEN runs on the primary');
      return pgListen(listenUrl, channel, handlers);
    },
  };
  return { database, pool, query: (sql) => database.query(sql) };
}

/**
 * The pool Drizzle is given when there are replicas: each statement, and each connection a transaction takes, comes
 * from the server the running request reads from (ReadRouter.route). A pg.Pool of its own (never connected) so that
 * Drizzle treats it as a pool: it takes a connection for a transaction and releases it.
 */
class RoutedPool extends pg.Pool {
  constructor(private readonly router: ReadRouter<PgEndpoint>) {
    super({ max: 1 });
  }

  override query(...args: unknown[]): never {
    return this.router.route((e) => (e.pool.query as (...a: unknown[]) => Promise<unknown>)(...args)) as never;
  }

  override connect(): never {
    return this.router.route(
      (e) => e.pool.connect(),
      (abandoned) => abandoned.release(),
    ) as never;
  }
}

/** A replica's name in logs and /healthz: its host, port and database, never its password. */
function serverName(url: string, index: number): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return `replica ${index + 1}`;
  }
}

/** Statements of queryWithSettings already prepared, per pooled connection (node-postgres). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** EXECUTE's arguments: the values as literals. */
const executeArgs = (params: readonly SqlValue[]) => (params.length ? `(${params.map(sqlLiteral).join(', ')})` : '');

/** Distinct statement shapes kept prepared on one connection; beyond this they run unprepared. */
const MAX_PREPARED = 500;

const statementName = (text: string) => `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;

/** A value as an SQL literal (standard_conforming_strings on: only the quote is special inside '…'). */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError('Only finite numbers can be SQL literals');
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}
