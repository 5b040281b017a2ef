// Migration 0064's index over the filters needs btree_gin: PostgreSQL offers it and gets the index; the embedded
// PGlite is started without it (pglite-worker.mjs) and migrates all the same.
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('has the index over the filters exactly where the database offers btree_gin', async () => {
  const [row] = await api.database.query<{ offered: boolean; indexed: boolean; applied: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') AS offered,
            EXISTS (SELECT 1 FROM pg_indexes WHERE indexname = 'programs_public_filters_idx') AS indexed,
            EXISTS (SELECT 1 FROM schema_migrations WHERE name = '0064_filters_gin.sql') AS applied`,
  );
  const onPostgres = api.database.kind === 'postgres';
  expect(row).toEqual({ offered: onPostgres, indexed: onPostgres, applied: true });
});
