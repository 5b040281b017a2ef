// migrations/0163: programs are vacuumed after a burst of edits (1,000 dead rows plus 0.2 % of the table), not after a
// fifth of it, so that the dead versions every walk of the public order reads from its start do not stay. On PGlite in
// the normal suite (the setting is kept, with no autovacuum to read it), on PostgreSQL under api/scripts/test-postgres.sh.
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('starts a vacuum of programs after 3,000 dead rows at 1,000,000 programs (the default waited for 200,050)', async () => {
  const [row] = await api.database.query<{ options: string[] | null }>(`SELECT reloptions AS options FROM pg_class WHERE oid = 'programs'::regclass`);
  const options = Object.fromEntries((row?.options ?? []).map((o) => o.split('=') as [string, string]));
  expect(options).toEqual({ autovacuum_vacuum_scale_factor: '0.002', autovacuum_vacuum_threshold: '1000' });
  // PostgreSQL's rule: threshold + scale factor × the table's rows.
  const deadRowsBeforeVacuum = (rows: number) => Number(options.autovacuum_vacuum_threshold) + Number(options.autovacuum_vacuum_scale_factor) * rows;
  expect(deadRowsBeforeVacuum(1_000_000)).toBe(3000);
  expect(deadRowsBeforeVacuum(100_000)).toBe(1200);
});
