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
