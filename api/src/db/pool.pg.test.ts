// The API's pool on PostgreSQL: a process keeps few connections (DEFAULT_POOL_MAX unless PG_POOL_MAX says otherwise),
// and what asks for more at once waits its turn instead of opening more; an idle connection is kept. Runs under
// api/scripts/test-postgres.sh.
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

/** A Database opened with PG_POOL_MAX set to `max` (unset when undefined), closed afterwards; the variable restored. */
async function withPoolMax(max: string | undefined, test: (database: Database) => Promise<void>): Promise<void> {
  const saved = process.env.PG_POOL_MAX;
  if (max === undefined) delete process.env.PG_POOL_MAX;
  else process.env.PG_POOL_MAX = max;
  const database = await openDatabase({ url: pgDb!.url });
  try {
    await test(database);
  } finally {
    await database.close();
    if (saved === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = saved;
  }
}

it(`answers 12 statements at once on ${DEFAULT_POOL_MAX} connections when PG_POOL_MAX is unset`, () =>
  withPoolMax(undefined, async (database) => {
    expect((await backendsOf(database, 12)).size).toBe(DEFAULT_POOL_MAX);
  }));

it('opens as many as PG_POOL_MAX says', () =>
  withPoolMax('6', async (database) => {
    expect((await backendsOf(database, 12)).size).toBe(6);
  }));

it("keeps an idle connection past node-postgres' own idle timeout (10 s): a new one would plan every statement again", () =>
  withPoolMax('1', async (database) => {
    const [before] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    const [after] = await database.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(after!.pid).toBe(before!.pid);
  }), 30_000);
