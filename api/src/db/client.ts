import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** Both drivers give the same query builder; features only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type RawQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL in one transaction (migrations, bulk seeding). Without params a string may hold several statements. */
  rawTransaction<T>(fn: (query: RawQuery) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; when absent, PGlite. */
  url?: string | undefined;
  /** PGlite data folder; when absent, in memory. */
  dataDir?: string | undefined;
}

export async function openDatabase({ url, dataDir }: DatabaseOptions): Promise<Database> {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_MAX) || 10 });
    pool.on('error', () => {}); // an idle client's network error must not crash the process; the next query reports it
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      kind: 'postgres',
      db,
      async rawTransaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(async (sql, params) => (await client.query(sql, params as unknown[] | undefined)).rows);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // Options go in the first argument when there is no folder: `new PGlite(undefined, options)` drops them.
  const client = dataDir ? new PGlite(dataDir, { extensions: { pg_trgm } }) : new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    rawTransaction: (fn) =>
      client.transaction((tx) =>
        fn(async (sql, params) => {
          if (params) return (await tx.query<Record<string, unknown>>(sql, params)).rows;
          const results = await tx.exec(sql);
          return (results.at(-1)?.rows ?? []) as Record<string, unknown>[];
        }),
      ),
    close: () => client.close(),
  };
}
