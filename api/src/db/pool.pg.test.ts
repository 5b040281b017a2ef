// The API's pool on PostgreSQL: a process keeps few connections (DEFAULT_POOL_MAX unless PG_POOL_MAX says otherwise),
// and what asks for more at once waits its turn instead of opening more; an idle connection is kept. Runs under api/scripts/test-postgres.sh.
import { createSharedPgDatabase } from '../test/harness';
import { DEFAULT_POOL_MAX, openDatabase, type Database } from './client';

let pgDb: Awaited<ReturnType<typeof createSharedPgDatabase>>;
beforeAll(async () => {
  pgDb = await createSharedPgDatabase();
  if (!pgDb) throw new Error('This test needs DATABASE_URL (run it with api/scripts/test-postgres.sh)');
});
afterAll(() => pgDb?.drop());

/** The server connections (backend ids) that `asks` statements started at once were answered on. */
async function backendsOf(database: Database, asks: number): Promise<Set<number>> {
  const rows = await Promise.all(
    Array.from({ length: asks }, () => database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid FROM pg_sleep(0.05)')),
  );
  return new Set(rows.map(([row]) => row!.pid));
}

it(`answers 12 statements at once on ${DEFAULT_POOL_MAX} connections when PG_POOL_MAX is unset`, async () => {
  const saved = process.env.PG_POOL_MAX;
  delete process.env.PG_POOL_MAX;
  const database = await openDatabase({ url: pgDb!.url });
  try {
    expect((await backendsOf(database, 12)).size).toBe(DEFAULT_POOL_MAX);
  } finally {
    await database.close();
    if (saved !== undefined) process.env.PG_POOL_MAX = saved;
  }
});

it('opens as many as PG_POOL_MAX says', async () => {
  const saved = process.env.PG_POOL_MAX;
  process.env.PG_POOL_MAX = '6';
  const database = await openDatabase({ url: pgDb!.url });
  try {
    expect((await backendsOf(database, 12)).size).toBe(6);
  } finally {
    await database.close();
    if (saved === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = saved;
  }
});

it("keeps an idle connection past node-postgres' own idle timeout (10 s): a new one would plan every statement again", async () => {
  const saved = process.env.PG_POOL_MAX;
  process.env.PG_POOL_MAX = '1';
  const database = await openDatabase({ url: pgDb!.url });
  try {
    const [before] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const [after] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after!.pid).toBe(before!.pid);
  } finally {
    await database.close();
    if (saved === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = saved;
  }
}, 30_000);
