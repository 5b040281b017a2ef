// The read router on stand-in servers (no database): replicas checked for lag, left out when behind or down and used
// again once caught up, a request's reads on a replica that has the visitor's last write, the primary when none has
// or when the replica fails; and the signed position a write answers with.
import { formatLsn, parseLsn, ReadRouter, signPosition, unavailable, verifyPosition, type Endpoint } from './replicas';

/** A server whose answers the test sets: the position it says, or an error, or no answer at all. */
class FakeServer implements Endpoint {
  lsn = '0/100';
  failWith: Error | null = null;
  hang = false;
  statements: string[] = [];
  /** What a routed read on it answers. */
  reads = 0;
  constructor(readonly name: string) {}
  async query<T>(sql: string): Promise<T[]> {
    this.statements.push(sql);
    if (this.hang) return new Promise<T[]>(() => {});
    if (this.failWith) throw this.failWith;
    return [{ lsn: this.lsn } as T];
  }
  async read(): Promise<string> {
    this.reads += 1;
    if (this.hang) return new Promise<string>(() => {});
    if (this.failWith) throw this.failWith;
    return this.name;
  }
}

function setup(replicaCount = 1) {
  let clock = 1_000;
  const primary = new FakeServer('primary');
  const replicas = Array.from({ length: replicaCount }, (_, i) => new FakeServer(`replica ${i + 1}`));
  const logs: string[] = [];
  const router = new ReadRouter(
    primary,
    replicas.map((r) => ({ name: r.name, endpoint: r })),
    { maxLagMs: 1000, checkIntervalMs: 100, checkTimeoutMs: 50, now: () => clock, log: (_level, message, fields) => logs.push(`${message} (${String(fields.replica ?? '')})`) },
  );
  return { router, primary, replicas, logs, tick: (ms: number) => (clock += ms) };
}

/** Where a read-only request with this visitor position reads. */
const readAs = (router: ReadRouter<FakeServer>, need: bigint | null) => router.run(router.choose(need), () => router.route((server) => server.read()));

it('reads WAL positions as PostgreSQL writes them', () => {
  expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
  expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
  expect(formatLsn(parseLsn('16/B374D848'))).toBe('16/B374D848');
  expect(() => parseLsn('16B374D848')).toThrow();
});

it('signs a write position that only the key verifies, and only until its time', () => {
  const key = 'k'.repeat(32);
  const token = signPosition(key, 0x3000148n, 5000, 1_000_000);
  expect(token).toMatch(/^3000148\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  expect(verifyPosition([key], token, 5000, 1_000_000)).toBe(0x3000148n);
  expect(verifyPosition([key], token, 5000, 1_004_999)).toBe(0x3000148n);
  // Past its time, another key, a changed position, garbage.
  expect(verifyPosition([key], token, 5000, 1_005_001)).toBeNull();
  expect(verifyPosition(['o'.repeat(32)], token, 5000, 1_000_000)).toBeNull();
  expect(verifyPosition([key], token.replace(/^3000148/, 'fffffffff'), 5000, 1_000_000)).toBeNull();
  expect(verifyPosition([key], 'FFFFFFFF/FFFFFFFF', 5000, 1_000_000)).toBeNull();
  expect(verifyPosition([key], undefined, 5000, 1_000_000)).toBeNull();
  // A previous key (a rotation under way) still verifies; a token valid far longer than any is signed for does not.
  expect(verifyPosition(['o'.repeat(32), key], token, 5000, 1_000_000)).toBe(0x3000148n);
  expect(verifyPosition([key], signPosition(key, 1n, 3_600_000, 1_000_000), 5000, 1_000_000)).toBeNull();
});

it('tells a server that cannot answer from a statement that is wrong', () => {
  expect(unavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe('down');
  expect(unavailable(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5433'), { code: 'ECONNREFUSED' }))).toBe('down');
  expect(unavailable(new Error('Connection terminated unexpectedly'))).toBe('down');
  expect(unavailable(Object.assign(new Error('query_wait_timeout'), { code: '08P01' }))).toBe('down');
  expect(unavailable(Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' }))).toBe('retry');
  expect(unavailable(Object.assign(new Error('syntax error'), { code: '42601' }))).toBeNull();
  expect(unavailable(Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' }))).toBeNull();
});

it('reads from a replica that has replayed the visitor\'s last write, else from the primary', async () => {
  const { router, primary, replicas } = setup();
  const [replica] = replicas as [FakeServer];
  primary.lsn = '0/500';
  replica.lsn = '0/500';
  await router.check();
  expect(router.status()).toEqual([{ name: 'replica 1', state: 'in use', lagMs: 0 }]);
  expect(await readAs(router, null)).toBe('replica 1');
  expect(await readAs(router, 0x500n)).toBe('replica 1');
  // The visitor wrote past what the replica has replayed: the primary, until a check finds the replica there.
  expect(await readAs(router, 0x600n)).toBe('primary');
  primary.lsn = '0/600';
  replica.lsn = '0/600';
  await router.check();
  expect(await readAs(router, 0x600n)).toBe('replica 1');
  // Outside a read-only request (a write, a job): the primary.
  expect(await router.route((server) => server.read())).toBe('primary');
  expect(await router.run(router.onPrimary(null), () => router.route((server) => server.read()))).toBe('primary');
});

it('shares reads among the replicas in use', async () => {
  const { router, replicas } = setup(2);
  await router.check();
  const answers = await Promise.all(Array.from({ length: 4 }, () => readAs(router, null)));
  expect(answers.sort()).toEqual(['replica 1', 'replica 1', 'replica 2', 'replica 2']);
  expect(replicas.map((r) => r.reads)).toEqual([2, 2]);
});

it('leaves a replica out once its lag passes the bound, and uses it again once well under it', async () => {
  const { router, primary, replicas, logs, tick } = setup();
  const [replica] = replicas as [FakeServer];
  await router.check();
  // The primary writes on; the replica stays at 0/100 (its replay stopped).
  for (let i = 1; i <= 10; i++) {
    primary.lsn = `0/${(0x100 + i * 0x10).toString(16)}`;
    tick(100);
    await router.check();
  }
  // Missing the first write since its sample 900 ms ago: still in use, and says its lag.
  expect(router.status()[0]).toEqual({ name: 'replica 1', state: 'in use', lagMs: 900 });
  tick(200);
  await router.check();
  expect(router.status()[0]!.state).toBe('lagging');
  expect(await readAs(router, null)).toBe('primary');
  // Replayed up to the writes of 600 ms ago: under the bound but not under half of it (500 ms)…
  replica.lsn = '0/160';
  tick(100);
  await router.check();
  expect(router.status()[0]).toEqual({ name: 'replica 1', state: 'lagging', lagMs: 600 });
  // …then caught up: in use again.
  replica.lsn = primary.lsn;
  tick(100);
  await router.check();
  expect(router.status()[0]).toEqual({ name: 'replica 1', state: 'in use', lagMs: 0 });
  expect(await readAs(router, null)).toBe('replica 1');
  expect(logs).toEqual(['read routing: replica in use (replica 1)', 'read routing: replica left out: it lags (replica 1)', 'read routing: replica back in use (replica 1)']);
});

it('leaves out a replica that fails or does not answer its check, and takes it back once it answers caught up', async () => {
  const { router, primary, replicas } = setup();
  const [replica] = replicas as [FakeServer];
  await router.check();
  replica.failWith = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  await router.check();
  expect(router.status()[0]).toEqual({ name: 'replica 1', state: 'down', lagMs: null });
  expect(await readAs(router, null)).toBe('primary');
  // Back, but a stopped server behind a pooler holds the check: no answer within the check's time is down too.
  replica.failWith = null;
  replica.hang = true;
  await router.check();
  expect(router.status()[0]!.state).toBe('down');
  replica.hang = false;
  // The held check never settles here; a new one waits for it, so the replica stays out.
  await router.check();
  expect(router.status()[0]!.state).toBe('down');
  const fresh = setup();
  fresh.replicas[0]!.failWith = new Error('Connection terminated unexpectedly');
  await fresh.router.check();
  expect(fresh.router.status()[0]!.state).toBe('down');
  fresh.replicas[0]!.failWith = null;
  fresh.replicas[0]!.lsn = fresh.primary.lsn = '0/900';
  await fresh.router.check();
  expect(fresh.router.status()[0]!.state).toBe('in use');
  expect(await readAs(fresh.router, null)).toBe('replica 1');
  void primary;
});

it('runs a read again on the primary when its replica fails under it, and the rest of that request too', async () => {
  const { router, primary, replicas } = setup();
  const [replica] = replicas as [FakeServer];
  await router.check();
  replica.failWith = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  const context = router.choose(null);
  const answers = await router.run(context, async () => [await router.route((s) => s.read()), await router.route((s) => s.read())]);
  expect(answers).toEqual(['primary', 'primary']);
  expect(replica.reads).toBe(1);
  expect(router.status()[0]!.state).toBe('down');
  // A conflict with recovery is read again on the primary without taking the replica out.
  const other = setup();
  await other.router.check();
  other.replicas[0]!.failWith = Object.assign(new Error('canceling statement due to conflict with recovery'), { code: '40001' });
  expect(await readAs(other.router, null)).toBe('primary');
  expect(other.router.status()[0]!.state).toBe('in use');
  // A wrong statement is the caller's error, not the replica's.
  other.replicas[0]!.failWith = Object.assign(new Error('syntax error'), { code: '42601' });
  await expect(readAs(other.router, null)).rejects.toThrow('syntax error');
  expect(other.primary.reads).toBe(1);
  expect(primary.reads).toBe(2);
});

it('moves a read held by a replica to the primary as soon as a check finds the replica down', async () => {
  const { router, replicas } = setup();
  const [replica] = replicas as [FakeServer];
  await router.check();
  replica.hang = true;
  const held = readAs(router, null);
  await new Promise((r) => setTimeout(r, 10));
  // The check gets no answer within its time: down, and the held read goes to the primary.
  await router.check();
  expect(await held).toBe('primary');
});
