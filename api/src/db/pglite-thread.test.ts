// The database thread's stack (PGLITE_STACK_MB): a deep statement either answers or fails with PostgreSQL's own error,
// and the database answers the next statement as before. With Node's default 4 MB, the first statement below answered
// no rows without an error and the recursion crashed the thread.
import { startPGliteThread, type PGliteLike } from './pglite-thread';

let db: PGliteLike;
beforeAll(async () => {
  db = await startPGliteThread(undefined);
});
afterAll(() => db.close());

const nested = (depth: number) => `SELECT ${'(SELECT 1 + '.repeat(depth)}0${')'.repeat(depth)} AS v`;

it('answers a statement of 600 nested sub-selects', async () => {
  expect((await db.query<{ v: number }>(nested(600))).rows).toEqual([{ v: 600 }]);
  expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
});

it('stops a runaway recursion with PostgreSQL’s error and goes on answering', async () => {
  await db.exec(`CREATE FUNCTION down(n int) RETURNS int LANGUAGE sql AS 'SELECT CASE WHEN n <= 0 THEN 0 ELSE down(n - 1) + 1 END'`);
  expect((await db.query<{ v: number }>('SELECT down(1000) AS v')).rows).toEqual([{ v: 1000 }]);
  await expect(db.query('SELECT down(100000) AS v')).rejects.toMatchObject({ code: '54001', message: 'stack depth limit exceeded' });
  expect((await db.query<{ v: number }>('SELECT down(10) AS v')).rows).toEqual([{ v: 10 }]);
});

describe('a statement with settings (queryWithSettings)', () => {
  it('runs its settings for that statement only, and prepares it once', async () => {
    const run = (n: number) => db.queryWithSettings<{ s: string; n: number }>('SET LOCAL enable_seqscan = off', 'with_settings_1', "SELECT current_setting('enable_seqscan') AS s, $1::int AS n", `EXECUTE with_settings_1(${n})`);
    expect((await run(7)).rows).toEqual([{ s: 'off', n: 7 }]);
    expect((await run(8)).rows).toEqual([{ s: 'off', n: 8 }]);
    expect((await db.query<{ enable_seqscan: string }>('SHOW enable_seqscan')).rows).toEqual([{ enable_seqscan: 'on' }]);
    expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'with_settings_1'")).rows).toEqual([{ n: 1 }]);
  });

  it('rolls its statements back on an error, and runs again after one', async () => {
    await db.exec('CREATE TABLE with_settings_rows (v int)');
    const insert = (divisor: number) =>
      db.queryWithSettings('SET LOCAL enable_seqscan = off', 'with_settings_2', 'INSERT INTO with_settings_rows SELECT 10 / $1::int RETURNING v', `EXECUTE with_settings_2(${divisor})`);
    await expect(insert(0)).rejects.toMatchObject({ code: '22012' });
    expect((await insert(2)).rows).toEqual([{ v: 5 }]);
    expect((await db.query<{ v: number }>('SELECT v FROM with_settings_rows')).rows).toEqual([{ v: 5 }]);
  });

  it('prepares again a statement whose preparation failed', async () => {
    const read = () => db.queryWithSettings<{ v: number }>('SET LOCAL enable_seqscan = off', 'with_settings_3', 'SELECT v FROM with_settings_later', 'EXECUTE with_settings_3');
    await expect(read()).rejects.toMatchObject({ code: '42P01' });
    await db.exec('CREATE TABLE with_settings_later (v int); INSERT INTO with_settings_later VALUES (3)');
    expect((await read()).rows).toEqual([{ v: 3 }]);
  });
});
