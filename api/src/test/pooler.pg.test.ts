// PgBouncer from Debian's package (1.18) in transaction mode in front of the test server, as docs/deploy.md runs it:
// 1,000 clients at once are served through at most 20 server connections, and the API's own statements (a prepared
// read, statements with planner settings prepared once per server connection, Drizzle's transactions, migrations)
// work through it with DATABASE_POOL_MODE=transaction. Runs under api/scripts/test-postgres.sh (CI runs it).
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { createSharedPgDatabase } from './harness';
import { startPgBouncer, type PgBouncer } from './replication';

(import.meta as unknown as { jest: { setTimeout(ms: number): void } }).jest.setTimeout(120_000);

let pgDb: Awaited<ReturnType<typeof createSharedPgDatabase>>;
let bouncer: PgBouncer;
let dbname: string;

beforeAll(async () => {
  pgDb = await createSharedPgDatabase();
  if (!pgDb) throw new Error('This test needs DATABASE_URL (run it with api/scripts/test-postgres.sh)');
  const url = new URL(pgDb.url);
  dbname = url.pathname.slice(1);
  bouncer = await startPgBouncer({ databases: { wellness: { port: Number(url.port), dbname } }, poolSize: 20 });
});

afterAll(async () => {
  await bouncer?.stop();
  await pgDb?.drop();
});

const CLIENTS = 1000;

it('serves 1,000 clients at once through at most 20 server connections', async () => {
  const observer = new pg.Client({ connectionString: pgDb!.url });
  await observer.connect();
  const clients = await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      const client = new pg.Client({ connectionString: bouncer.url('wellness') });
      await client.connect();
      return client;
    }),
  );
  try {
    const connected = await bouncer.admin<{ database: string }>('SHOW CLIENTS');
    expect(connected.filter((c) => c.database === 'wellness').length).toBe(CLIENTS);

    // The server's connections to this database while every client asks at once (the observer not counted).
    let most = 0;
    let queued = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await observer.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [dbname]);
        most = Math.max(most, rows[0]!.n);
        const pools = await bouncer.admin<{ database: string; cl_waiting: string }>('SHOW POOLS');
        queued = Math.max(queued, ...pools.filter((p) => p.database === 'wellness').map((p) => Number(p.cl_waiting)));
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const answers = await Promise.all(clients.map(async (client, i) => (await client.query<{ n: number }>('SELECT $1::int AS n, pg_sleep(0.02)', [i])).rows[0]!.n));
    sampling = false;
    await sampler;

    expect(answers).toEqual(Array.from({ length: CLIENTS }, (_, i) => i));
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(20);
    // More clients asked than there were server connections: they waited their turn instead of failing.
    expect(queued).toBeGreaterThan(0);
    const servers = await bouncer.admin<{ database: string }>('SHOW SERVERS');
    expect(servers.filter((s) => s.database === 'wellness').length).toBeLessThanOrEqual(20);
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
    await observer.end();
  }
});

it("runs the API's statements through it in transaction mode: migrations, prepared reads and statements with planner settings", async () => {
  // A pool as large as ten processes' would be: many client connections, 20 server connections between them.
  const poolMax = process.env.PG_POOL_MAX;
  process.env.PG_POOL_MAX = '100';
  let database: Database | undefined;
  try {
    database = await openDatabase({ url: bouncer.url('wellness'), poolMode: 'transaction' });
    await migrate(database);
    const settings = ['SET LOCAL enable_seqscan = off', 'SET LOCAL enable_bitmapscan = off', 'SET LOCAL jit = off; SET LOCAL plan_cache_mode = force_generic_plan'];
    const calls = Array.from({ length: 600 }, async (_, i) => {
      switch (i % 4) {
        case 0:
          return (await database!.query<{ n: number }>('SELECT $1::int AS n', [i], { prepare: true }))[0]!.n;
        case 1: {
          // A statement with planner settings, prepared on whichever server connection each transaction gets.
          const rows = await database!.queryWithSettings<{ n: number }>(settings[i % 3]!, "SELECT $1::int AS n FROM programs WHERE status = 'active' OR true LIMIT 1", [i]);
          return rows.length ? rows[0]!.n : i;
        }
        case 2:
          return (await database!.queryWithSettings<{ n: number }>(settings[i % 3]!, 'SELECT $1::int + 0 AS n', [i]))[0]!.n;
        default:
          return database!.db.transaction(async (tx) => {
            await tx.execute(sql`SET LOCAL statement_timeout = 5000`);
            const result = await tx.execute(sql`SELECT ${i}::int AS n`);
            return Number(((result as unknown as { rows: { n: number }[] }).rows ?? [])[0]!.n);
          });
      }
    });
    expect(await Promise.all(calls)).toEqual(Array.from({ length: 600 }, (_, i) => i));
    const servers = await bouncer.admin<{ database: string }>('SHOW SERVERS');
    expect(servers.filter((s) => s.database === 'wellness').length).toBeLessThanOrEqual(20);
  } finally {
    await database?.close();
    if (poolMax === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = poolMax;
  }

  // The session mode's start-up options are refused by the pooler: what DATABASE_POOL_MODE=transaction leaves out.
  const session = await openDatabase({ url: bouncer.url('wellness') });
  await expect(session.query('SELECT 1')).rejects.toThrow(/unsupported startup parameter/);
  await session.close();
});
