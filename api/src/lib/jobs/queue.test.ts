// The job queue on the app's database (PGlite here, PostgreSQL under test-postgres.sh): once per job whichever worker
// takes it, retries with backoff, startAfter, singletons, periodic jobs, leases that outlive a dead worker.
import { createTestApi, type TestApi } from '../../test/harness';
import { JobQueue } from './queue';

declare module './queue' {
  interface JobPayloads {
    'test.count': { n: number };
    'test.flaky': { until: number };
    'test.hang': Record<string, never>;
    'test.tick': Record<string, never>;
  }
}

const MINUTE = 60_000;
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.database.query("DELETE FROM jobs WHERE name LIKE 'test.%'");
  await api.database.query("DELETE FROM job_schedules WHERE name LIKE 'test.%'");
});

const state = async (id: string) =>
  (await api.database.query<{ state: string; attempts: number; run_at: string; last_error: string | null }>('SELECT state, attempts, run_at::text AS run_at, last_error FROM jobs WHERE id = $1::bigint', [id]))[0]!;

describe('a job', () => {
  it('runs once, when due, with its payload; then is done', async () => {
    const queue = new JobQueue(api.database);
    const seen: number[] = [];
    queue.register('test.count', async ({ n }) => void seen.push(n));
    const t0 = Date.now();
    const id = await queue.send('test.count', { n: 7 });
    const later = await queue.send('test.count', { n: 8 }, { startAfter: new Date(t0 + 10 * MINUTE) });
    expect(await queue.runDue(new Date(t0 + 1000))).toEqual({ completed: 1, failed: 0 });
    expect(seen).toEqual([7]);
    expect(await queue.runDue(new Date(t0 + 2000))).toEqual({ completed: 0, failed: 0 });
    expect((await state(id!)).state).toBe('completed');
    expect((await state(later!)).state).toBe('queued');
    await queue.runDue(new Date(t0 + 11 * MINUTE));
    expect(seen).toEqual([7, 8]);
  });

  it('is retried after a failure with a doubling delay, then marked failed past its retry limit', async () => {
    const t0 = Date.now();
    const queue = new JobQueue(api.database, { clock: () => t0 });
    let runs = 0;
    queue.register('test.flaky', async ({ until }) => {
      runs += 1;
      if (runs < until) throw new Error(`run ${runs} failed`);
    }, { retryLimit: 2, retryDelayMs: MINUTE });
    const ok = await queue.send('test.flaky', { until: 3 });
    expect(await queue.runDue(new Date(t0))).toEqual({ completed: 0, failed: 1 });
    expect(await state(ok!)).toMatchObject({ state: 'queued', attempts: 1, last_error: expect.stringContaining('run 1 failed') });
    expect(await queue.runDue(new Date(t0 + MINUTE - 1000))).toEqual({ completed: 0, failed: 0 });
    expect(await queue.runDue(new Date(t0 + MINUTE))).toEqual({ completed: 0, failed: 1 });
    // The second retry waits twice as long.
    expect(await queue.runDue(new Date(t0 + 3 * MINUTE - 1000))).toEqual({ completed: 0, failed: 0 });
    expect(await queue.runDue(new Date(t0 + 3 * MINUTE))).toEqual({ completed: 1, failed: 0 });
    expect(await state(ok!)).toMatchObject({ state: 'completed', attempts: 3 });

    runs = 0;
    const doomed = await queue.send('test.flaky', { until: 99 });
    for (const at of [0, 1, 3, 7]) await queue.runDue(new Date(t0 + at * MINUTE));
    expect(await state(doomed!)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(runs).toBe(3);
  });

  it('with a singleton key is queued once while one is waiting', async () => {
    const queue = new JobQueue(api.database);
    queue.register('test.count', async () => {});
    expect(await queue.send('test.count', { n: 1 }, { singletonKey: 'booking-1' })).not.toBeNull();
    expect(await queue.send('test.count', { n: 2 }, { singletonKey: 'booking-1' })).toBeNull();
    expect(await queue.send('test.count', { n: 3 }, { singletonKey: 'booking-2' })).not.toBeNull();
    await queue.runDue();
    expect(await queue.send('test.count', { n: 4 }, { singletonKey: 'booking-1' })).not.toBeNull();
  });

  it('sent inside a transaction exists only if the transaction commits', async () => {
    const queue = new JobQueue(api.database);
    queue.register('test.count', async () => {});
    await expect(
      api.database.rawTransaction(async (query) => {
        await queue.send('test.count', { n: 1 }, { query });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await api.database.rawTransaction((query) => queue.send('test.count', { n: 2 }, { query }));
    const rows = await api.database.query<{ n: number }>("SELECT (payload->>'n')::int AS n FROM jobs WHERE name = 'test.count'");
    expect(rows.map((r) => r.n)).toEqual([2]);
  });
});

describe('many workers on one database', () => {
  it('each of 60 jobs runs exactly once when three workers poll at the same time', async () => {
    const runs = new Map<number, number>();
    const workers = [0, 1, 2].map(() => {
      const queue = new JobQueue(api.database, { concurrency: 4 });
      queue.register('test.count', async ({ n }) => {
        await new Promise((r) => setTimeout(r, 5));
        runs.set(n, (runs.get(n) ?? 0) + 1);
      });
      return queue;
    });
    for (let n = 0; n < 60; n++) await workers[n % 3]!.send('test.count', { n });
    const summaries = await Promise.all(workers.map((w) => w.runDue()));
    expect(summaries.reduce((sum, s) => sum + s.completed, 0)).toBe(60);
    expect(runs.size).toBe(60);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('a periodic job runs once per period, whatever the number of workers', async () => {
    let ticks = 0;
    const workers = [0, 1, 2].map(() => {
      const queue = new JobQueue(api.database);
      queue.register('test.tick', async () => void (ticks += 1), { everyMs: 60 * MINUTE });
      return queue;
    });
    const t0 = Date.now();
    await Promise.all(workers.map((w) => w.runDue(new Date(t0))));
    expect(ticks).toBe(1);
    await Promise.all(workers.map((w) => w.runDue(new Date(t0 + 30 * MINUTE))));
    expect(ticks).toBe(1);
    await Promise.all(workers.map((w) => w.runDue(new Date(t0 + 61 * MINUTE))));
    expect(ticks).toBe(2);
  });

  it('a job taken by a worker that dies is taken again once its lease ends (it survives a restart)', async () => {
    const t0 = Date.now();
    const dying = new JobQueue(api.database, { clock: () => t0 });
    dying.register('test.hang', () => new Promise<void>(() => {}), { timeoutMs: 5 * MINUTE });
    const id = await dying.send('test.hang', {});
    void dying.runDue(new Date(t0)); // never finishes: the process "died" holding the job
    await new Promise((r) => setTimeout(r, 300));
    expect(await state(id!)).toMatchObject({ state: 'active', attempts: 1 });

    const next = new JobQueue(api.database);
    let attempt = 0;
    next.register('test.hang', async (_payload, run) => void (attempt = run.attempt), { timeoutMs: 5 * MINUTE });
    expect(await next.runDue(new Date(t0 + 4 * MINUTE))).toEqual({ completed: 0, failed: 0 });
    expect(await next.runDue(new Date(t0 + 5 * MINUTE + 1000))).toEqual({ completed: 1, failed: 0 });
    expect(attempt).toBe(2);
    expect(await state(id!)).toMatchObject({ state: 'completed', last_error: expect.stringContaining('lease') });
  });
});

describe('the API', () => {
  it('registers its jobs: unused uploads, expired rate-limit counters and Idempotency-Keys, the soonest dates of programs, unsent emails, old live events, signed-out sessions, the hosts’ analytics, trust signals and daily summary, payments to reconcile, exchange rates', async () => {
    const summary = await api.jobs.runDue();
    expect(summary.failed).toBe(0);
    const schedules = await api.database.query<{ name: string }>("SELECT name FROM job_schedules WHERE name NOT LIKE 'test.%' ORDER BY name");
    expect(schedules.map((s) => s.name)).toEqual(['analytics.aggregate', 'email.sweep', 'host-signals.compute', 'host-summary.send', 'idempotency.cleanup', 'jobs.cleanup', 'limits.cleanup', 'live.prune', 'payments.reconcile', 'programs.next-dates', 'rates.refresh', 'sessions.cleanup', 'uploads.sweep']);
  });
});
