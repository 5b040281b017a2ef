// No cached answer outlives a committed write, whichever API process made it: two apps on one database (on
// PostgreSQL two pools and two listening connections, as two processes have; on PGlite two apps in one process, the
// only way to share it), the notifications the triggers send (migrations/0009), and the cache refusing to serve while
// its listening connection is down.
import pg from 'pg';
import type { Database, ListenHandlers } from '../db/client';
import { createTestApi, onPostgres, type TestApi } from '../test/harness';

/** Wraps a database so the test sees what its listener gets, and can wait for it. */
function watched() {
  const payloads: string[] = [];
  const states: boolean[] = [];
  let wake: (() => void)[] = [];
  const changed = () => {
    for (const w of wake) w();
    wake = [];
  };
  const wrap = (database: Database): Database => ({
    ...database,
    // Only the cache's channel: the live channel (features/conversations) listens on its own.
    listen: (channel: string, handlers: ListenHandlers) =>
      channel !== 'catalog_changed' ? database.listen(channel, handlers) : database.listen(channel, {
        notify: (payload) => {
          handlers.notify(payload);
          payloads.push(payload);
          changed();
        },
        state: (up) => {
          handlers.state(up);
          states.push(up);
          changed();
        },
      }),
  });
  /** Resolves once `check` holds (the test's timeout bounds the wait). */
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise<void>((resolve) => wake.push(resolve));
  };
  return { wrap, payloads, states, until };
}

type Reply = Awaited<ReturnType<TestApi['request']>>;
const hit = (res: Reply) => res.headers['x-cache'] === 'hit';
const CACHED = { catalogCacheTtlMs: 60_000 }; // only a notification can make an answer fresh within a test

describe('two API instances on one database', () => {
  let a: TestApi;
  let b: TestApi;
  const seenByB = watched();
  beforeAll(async () => {
    a = await createTestApi({ config: CACHED });
    b = await createTestApi({
      config: CACHED,
      wrapDatabase: seenByB.wrap,
      ...(onPostgres() ? { databaseUrl: a.config.databaseUrl! } : { database: a.database }),
    });
    await seenByB.until(() => seenByB.states.includes(true));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  /**
   * After a write through A: on PGlite the notification reaches B before A's answer does; on PostgreSQL it is
   * delivered in commit order, so once a later marker arrived (a notification for `faqs`, which no read below shows),
   * the write's has too.
   */
  async function afterWrite() {
    if (!onPostgres()) return;
    const markers = seenByB.payloads.filter((p) => p === 'faqs').length;
    await a.database.query("SELECT pg_notify('catalog_changed', 'faqs')");
    await seenByB.until(() => seenByB.payloads.filter((p) => p === 'faqs').length > markers);
  }

  const readB = (url: string) => b.request({ method: 'GET', url });

  it('a write through A is in the next answer of B, never its cached one', async () => {
    const search = '/api/search?q=gnuwhistle';
    const list = '/api/programs?country=Iceland&limit=100';
    for (const url of [search, list]) {
      await readB(url);
      expect(hit(await readB(url))).toBe(true);
    }
    expect((await readB(search)).json().data.total).toBe(0);
    const owner = await a.signUp('facility');
    const admin = await a.signUp('admin');
    const created = await a.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Gnuwhistle Fjord Retreat', location: 'Reykjavik - Iceland', category: 'spa', description: 'Hot springs.', status: 'pending' } });
    const id = created.json().data.id as string;
    await afterWrite();
    expect((await readB(search)).json().data.total).toBe(0); // pending: not public yet
    expect((await a.request({ method: 'POST', url: `/api/admin/programs/${id}/approve`, headers: admin.auth, payload: { version: await a.versionOf(id) } })).statusCode).toBe(200);
    await afterWrite();
    const fresh = await readB(search);
    expect([hit(fresh), fresh.json().data.programs.map((p: { id: string }) => p.id)]).toEqual([false, [id]]);
    expect((await readB(list)).json().data.programs.map((p: { id: string }) => p.id)).toContain(id);

    // Withdrawn through A: gone from B's next answers.
    expect(hit(await readB(search))).toBe(true);
    expect((await a.request({ method: 'PATCH', url: `/api/my/programs/${id}/status`, headers: owner.auth, payload: { status: 'inactive' } })).statusCode).toBe(200);
    await afterWrite();
    expect((await readB(search)).json().data.total).toBe(0);
    expect((await readB(list)).json().data.programs.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('a write of another table drops only the answers that show it', async () => {
    await readB('/faqs');
    await readB('/api/programs?limit=3');
    expect(hit(await readB('/api/programs?limit=3'))).toBe(true);
    await a.database.rawTransaction((q) => q(`UPDATE faqs SET answer = answer || ' (updated)' WHERE id = (SELECT min(id) FROM faqs)`, []));
    await afterWrite();
    const faqs = await readB('/faqs');
    expect(hit(faqs)).toBe(false);
    expect(JSON.stringify(faqs.json().data)).toContain('(updated)');
    expect(hit(await readB('/api/programs?limit=3'))).toBe(true);
  });
});

describe('the notifications', () => {
  let api: TestApi;
  const seen = watched();
  beforeAll(async () => {
    api = await createTestApi({ config: CACHED, wrapDatabase: seen.wrap });
    await seen.until(() => seen.states.includes(true));
  });
  afterAll(() => api.close());

  /** The payloads received from now until a final marker (delivered after every earlier commit). */
  async function during(work: () => Promise<unknown>): Promise<string[]> {
    const from = seen.payloads.length;
    await work();
    await api.database.query("SELECT pg_notify('catalog_changed', 'end-marker')");
    await seen.until(() => seen.payloads.slice(from).includes('end-marker'));
    return seen.payloads.slice(from, seen.payloads.lastIndexOf('end-marker'));
  }

  it('one per committed write and table; none for a statement that touched nothing, none for a rollback', async () => {
    expect(await during(() => api.database.rawTransaction((q) => q(`UPDATE programs SET name = name || '' WHERE id = 'no-such-program'`, [])))).toEqual([]);
    expect(await during(() => api.database.rawTransaction((q) => q(`DELETE FROM programs WHERE id = 'no-such-program'`, [])))).toEqual([]);
    expect(
      await during(() =>
        api.database
          .rawTransaction(async (q) => {
            await q(`UPDATE programs SET name = name || ' x' WHERE id = 'prg-001'`, []);
            throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
    // Two statements on programs in one transaction: one notification (PostgreSQL folds equal ones).
    expect(
      await during(() =>
        api.database.rawTransaction(async (q) => {
          await q(`UPDATE programs SET rating = rating WHERE id = 'prg-001'`, []);
          await q(`UPDATE programs SET rating = rating WHERE id = 'prg-002'`, []);
        }),
      ),
    ).toEqual(['programs']);
    for (const table of ['destinations', 'faqs', 'categories', 'program_groups']) {
      expect(await during(() => api.database.rawTransaction((q) => q(`UPDATE ${table} SET sort = sort`, [])))).toEqual([table]);
    }
    // A place taken or freed (the booking process writes program_sessions.taken); a booking that found the session
    // full touched no row and announces nothing.
    expect(await during(() => api.database.rawTransaction((q) => q(`UPDATE program_sessions SET taken = taken + 1 WHERE id = 'prg-001-s1'`, [])))).toEqual(['program_sessions']);
    expect(await during(() => api.database.rawTransaction((q) => q(`UPDATE program_sessions SET taken = taken + 1 WHERE id = 'prg-001-s1' AND taken + 1 > capacity`, [])))).toEqual([]);
  });
});

describe('while the listening connection is down', () => {
  it('the cache answers nothing from memory, and starts empty when it is back', async () => {
    let handlers: ListenHandlers | undefined;
    // A stand-in for the listening connection, switched by the test.
    const api = await createTestApi({
      config: CACHED,
      wrapDatabase: (database) => ({
        ...database,
        // Only the cache's channel: the live channel (features/conversations) listens on its own.
        listen: async (channel, h) => {
          if (channel !== 'catalog_changed') return database.listen(channel, h);
          handlers = h;
          h.state(true);
          return { close: async () => {} };
        },
      }),
    });
    try {
      const read = () => api.request({ method: 'GET', url: '/destinations' });
      await read();
      expect(hit(await read())).toBe(true);
      handlers!.state(false);
      for (let i = 0; i < 3; i++) {
        const res = await read();
        expect([hit(res), res.statusCode, res.json().data.length]).toEqual([false, 200, 9]);
      }
      // A write while it was down is not announced: coming back, nothing kept is trusted.
      await api.database.rawTransaction((q) => q(`UPDATE destinations SET description = 'Changed while nobody listened.' WHERE id = (SELECT min(id) FROM destinations)`, []));
      handlers!.state(true);
      const back = await read();
      expect([hit(back), JSON.stringify(back.json().data).includes('Changed while nobody listened.')]).toEqual([false, true]);
      expect(hit(await read())).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('on PostgreSQL: a killed listening connection is noticed, the cache stops, and serves again once reconnected', async () => {
    if (!onPostgres()) return; // PGlite's listener lives as long as its database thread
    const seen = watched();
    const api = await createTestApi({ config: CACHED, wrapDatabase: seen.wrap });
    try {
      await seen.until(() => seen.states.includes(true));
      const read = () => api.request({ method: 'GET', url: '/faqs' });
      await read();
      expect(hit(await read())).toBe(true);
      const [terminated] = await api.database.query<{ killed: number }>(
        "SELECT count(pg_terminate_backend(pid))::int AS killed FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'wellness-listen'",
      );
      // Two listening connections: the cache's and the live channel's (features/conversations).
      expect(terminated?.killed).toBe(2);
      await seen.until(() => seen.states.length >= 3); // true, false, true
      expect(seen.states.slice(0, 3)).toEqual([true, false, true]);
      expect(hit(await read())).toBe(false);
      expect(hit(await read())).toBe(true);
    } finally {
      await api.close();
    }
  });

  it('on PostgreSQL: a stalled process is no lost connection (the heartbeat is judged after the waiting answer is read)', async () => {
    if (!onPostgres()) return;
    const seen = watched();
    const api = await createTestApi({ config: CACHED, wrapDatabase: seen.wrap });
    const query = pg.Client.prototype.query;
    try {
      await seen.until(() => seen.states.includes(true));
      const read = () => api.request({ method: 'GET', url: '/faqs' });
      await read();
      expect(hit(await read())).toBe(true);
      // The next heartbeat's answer comes 300 ms after it is sent (pg_sleep). Meanwhile the process, in another
      // answer's callback, does nothing else for longer than the heartbeat's timeout: the heartbeat's answer is then
      // in the socket, but the timers that came due run before the event loop's next read.
      let stalled!: () => void;
      const stall = new Promise<void>((resolve) => (stalled = resolve));
      type Query = (this: pg.Client, ...args: unknown[]) => unknown;
      (pg.Client.prototype as unknown as { query: Query }).query = function (this: pg.Client, ...args: unknown[]) {
        const listener = (this as unknown as { connectionParameters: { application_name?: string } }).connectionParameters.application_name === 'wellness-listen';
        if (!listener || args[0] !== 'SELECT 1') return (query as unknown as Query).apply(this, args);
        pg.Client.prototype.query = query;
        const sent = (query as unknown as Query).apply(this, ['SELECT pg_sleep(0.3)', ...args.slice(1)]);
        void api.database.query('SELECT pg_sleep(0.1)').then(() => {
          const until = Date.now() + 2_500;
          while (Date.now() < until); // a synchronous stall, on purpose
          stalled();
        });
        return sent;
      };
      await stall;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen.states).toEqual([true]);
      expect(hit(await read())).toBe(true);
    } finally {
      pg.Client.prototype.query = query;
      await api.close();
    }
  });
});
