// The whole shape of docs/deploy.md on real processes started here: a PostgreSQL primary and a streaming replica of it
// (pg_basebackup), PgBouncer (transaction mode) in front of both, three API processes (the production bundle) and
// nginx. Read-your-writes, a catalogue change seen by another process within the replica's lag plus 100 ms, the
// cache keeping nothing a paused replica lacks, a lagging replica left out, and the replica stopped under load
// (reads go on through the primary, no request fails) and started again (used again).
// Runs under api/scripts/test-postgres.sh (CI runs it); its servers are its own, not the script's.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { programs as samplePrograms } from '@wellness/shared/data';
import { buildApi, NGINX, readFromEach, startCluster, type Cluster } from './cluster';
import { PGBOUNCER, startPgBouncer, startPrimary, startReplica, type PgBouncer, type PgServer } from './replication';

(import.meta as unknown as { jest: { setTimeout(ms: number): void } }).jest.setTimeout(180_000);

/** A replica this far behind is left out (REPLICA_MAX_LAG_MS); every check below that reads a paused replica is done well within it. */
const MAX_LAG_MS = 3000;

let primary: PgServer;
let replica: PgServer;
let bouncer: PgBouncer;
let cluster: Cluster;
let onPrimary: pg.Client;
let onReplica: pg.Client;
/** What the test saw, printed at the end (the lag of each replicated write, the failover). */
const figures: Record<string, unknown> = { replicaLagMs: [] as number[] };

beforeAll(async () => {
  for (const [what, bin] of [['nginx', NGINX], ['pgbouncer', PGBOUNCER]]) {
    if (!existsSync(bin!)) throw new Error(`${what} not found at ${bin} (apt-get install -y ${what}; .ci/run installs it)`);
  }
  buildApi();
  primary = await startPrimary('wellness');
  replica = await startReplica(primary);
  bouncer = await startPgBouncer({
    databases: { wellness: { port: primary.port, dbname: 'wellness' }, wellness_replica: { port: replica.port, dbname: 'wellness' } },
    poolSize: 20,
  });
  cluster = await startCluster({
    processes: 3,
    databaseUrl: bouncer.url('wellness'),
    env: {
      DATABASE_REPLICA_URLS: bouncer.url('wellness_replica'),
      // LISTEN cannot pass through a transaction-mode pooler: the primary itself.
      DATABASE_DIRECT_URL: primary.url('wellness'),
      DATABASE_POOL_MODE: 'transaction',
      REPLICA_MAX_LAG_MS: String(MAX_LAG_MS),
      REPLICA_CHECK_INTERVAL_MS: '50',
      AUTH_RATE_LIMIT: '10000',
      BOOKING_RATE_LIMIT: '0',
      PG_POOL_MAX: '8',
      // Far longer than any test: only the notification of a committed write can make a cached answer fresh.
      CATALOG_CACHE_TTL_MS: '600000',
    },
  });
  onPrimary = new pg.Client({ connectionString: primary.url('wellness') });
  onReplica = new pg.Client({ connectionString: replica.url('wellness') });
  // The replica is stopped below: its end is expected, not an error of the test.
  onReplica.on('error', () => {});
  await onPrimary.connect();
  await onReplica.connect();
  await caughtUp();
});

afterAll(async () => {
  console.info(`replicas on PostgreSQL: ${JSON.stringify(figures)}`);
  await onPrimary?.end().catch(() => {});
  await onReplica?.end().catch(() => {});
  await cluster?.stop();
  await bouncer?.stop();
  await replica?.remove();
  await primary?.remove();
});

const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the replica has replayed everything the primary has written now; answers how long that took (the
 * replica's lag for what was just written), and records it.
 */
async function caughtUp(): Promise<number> {
  const started = performance.now();
  const { rows } = await onPrimary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
  for (let i = 0; i < 5000; i++) {
    const { rows: done } = await onReplica.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [rows[0]!.lsn]);
    if (done[0]!.ok) {
      const lag = +(performance.now() - started).toFixed(1);
      (figures.replicaLagMs as number[]).push(lag);
      return lag;
    }
    await sleep(1);
  }
  throw new Error('the replica did not catch up');
}

/** What every API process says of the replica (GET /healthz). */
async function replicaStates(): Promise<string[]> {
  return Promise.all(
    cluster.apis.map(async (api) => {
      if (api.child.exitCode !== null || api.child.signalCode !== null) throw new Error(`an API process ended: ${api.stderr().slice(-3000)}`);
      const res = await fetch(`${api.base}/healthz`).catch(() => null);
      if (!res) return 'unreachable';
      const body = (await res.json()) as { data: { replicas?: { state: string }[] } };
      return body.data.replicas?.[0]?.state ?? 'none';
    }),
  );
}

/** Until every process says `state` of the replica; answers how long that took. */
async function untilEvery(state: string, withinMs = 30_000): Promise<number> {
  const started = performance.now();
  for (;;) {
    const states = await replicaStates();
    if (states.every((s) => s === state)) return Math.round(performance.now() - started);
    if (performance.now() - started > withinMs) throw new Error(`the processes say ${states.join(', ')}, not ${state}`);
    await sleep(20);
  }
}

async function signUp(role: 'user' | 'facility' | 'admin', name: string) {
  const res = await fetch(`${cluster.base}/auth/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ firstName: 'Shape', lastName: role, email: `${name}@example.test`, phone: '5551234567', password: 'secret123', role }),
  });
  expect(res.status).toBe(201);
  return { authorization: `Bearer ${((await res.json()) as { data: { accessToken: string } }).data.accessToken}`, readAfter: res.headers.get('x-read-after') };
}

type Bookings = { data: { bookings: { id: string }[] } };

it('a guest books and at once sees the booking, whichever process answers, while the replica lacks it; a lagging replica is left out until it catches up', async () => {
  const guest = await signUp('user', 'guest-ryw');
  // The write's answer carries the position the guest's reads must reflect.
  expect(guest.readAfter).toMatch(/^[0-9a-f]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);
  const sample = samplePrograms[0]!;
  await onPrimary.query('DELETE FROM program_sessions WHERE program_id = $1', [sample.id]);
  // Without a price: booked directly (a priced program books only through checkout).
  await onPrimary.query('UPDATE programs SET price = NULL WHERE id = $1', [sample.id]);
  await caughtUp();
  await sleep(200); // every process's next check sees the replica there

  await onReplica.query('SELECT pg_wal_replay_pause()');
  try {
    const booked = await fetch(`${cluster.apis[0]!.base}/api/bookings`, {
      method: 'POST',
      headers: { ...json, authorization: guest.authorization, 'idempotency-key': 'ryw-booking-0001' },
      body: JSON.stringify({ name: 'Guest Shape', email: 'guest-ryw@example.test', phone: '5551234567', preferredDate: sample.bookingOptions.availableDates[0], programId: sample.id }),
    });
    expect(booked.status).toBe(201);
    const id = ((await booked.json()) as { data: { id: string } }).data.id;
    const readAfter = booked.headers.get('x-read-after')!;
    expect(readAfter).toBeTruthy();

    // With the position (as the site sends it back): the booking, from every process and through nginx.
    const withPosition = { authorization: guest.authorization, 'x-read-after': readAfter };
    for (const answer of await readFromEach(cluster, '/api/bookings/mine', withPosition)) {
      expect(answer.status).toBe(200);
      expect((answer.body as Bookings).data.bookings.map((b) => b.id)).toContain(id);
    }
    const viaNginx = await fetch(`${cluster.base}/api/bookings/${id}`, { headers: withPosition });
    expect(viaNginx.status).toBe(200);
    // Without it, the same read is the replica's, which has not replayed the booking: reads do go to the replica.
    for (const answer of await readFromEach(cluster, '/api/bookings/mine', { authorization: guest.authorization })) {
      expect((answer.body as Bookings).data.bookings.map((b) => b.id)).not.toContain(id);
    }

    // Paused past the bound: left out by every process, and every read is the primary's.
    figures.leftOutAfterMs = await untilEvery('lagging');
    for (const answer of await readFromEach(cluster, '/api/bookings/mine', { authorization: guest.authorization })) {
      expect((answer.body as Bookings).data.bookings.map((b) => b.id)).toContain(id);
    }
  } finally {
    await onReplica.query('SELECT pg_wal_replay_resume()');
  }
  figures.backInUseAfterResumeMs = await untilEvery('in use');
});

it('another process sees a catalogue change within the replica\'s lag plus 100 ms, and keeps no answer a paused replica lacks', async () => {
  const [writer, ...readers] = cluster.apis as [Cluster['apis'][number], ...Cluster['apis']];
  const owner = await signUp('facility', 'owner-shape');
  const admin = await signUp('admin', 'admin-shape');
  const send = async (method: string, urlPath: string, auth: string, body: unknown) => {
    const res = await fetch(`${writer.base}${urlPath}`, { method, headers: { ...json, authorization: auth }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  const create = async (name: string) => {
    const created = await send('POST', '/api/my/programs', owner.authorization, {
      name,
      location: 'Tromso - Norway',
      category: 'spa',
      description: 'Cold sea and warm saunas.',
      detailedDescription: 'Four days of sea swims and saunas.',
      duration: '4 Days / 3 Nights',
      price: '$1,900',
      bookingOptions: { availableDates: ['2099-06-01'] },
      status: 'pending',
    });
    expect(created.status).toBe(201);
    return String(created.body.data.id);
  };
  const approve = async (id: string) => {
    const { rows } = await onPrimary.query<{ version: number }>('SELECT version FROM programs WHERE id = $1', [id]);
    expect((await send('POST', `/api/admin/programs/${id}/approve`, admin.authorization, { version: rows[0]!.version })).status).toBe(200);
  };
  type Page = { data: { programs: { id: string }[] } };
  /** Whether each reader shows the program in the search for `word`, and whether from its cache. */
  const search = async (word: string, id: string) =>
    (await readFromEach(cluster, `/api/search?q=${word}`, {}, readers)).map(({ status, body, cached }) => {
      expect(status).toBe(200);
      return { shown: (body as Page).data.programs.some((p) => p.id === id), cached };
    });

  // 1. Not paused: the change is in the readers' cached answers once the replica has it, plus 100 ms.
  const first = await create('Glimmerfrost Sauna Week');
  await caughtUp();
  await sleep(200);
  await search('glimmerfrost', first);
  expect(await search('glimmerfrost', first)).toEqual([{ shown: false, cached: true }, { shown: false, cached: true }]);
  await approve(first);
  figures.catalogueChangeLagMs = await caughtUp();
  await sleep(100);
  expect(await search('glimmerfrost', first)).toEqual([{ shown: true, cached: false }, { shown: true, cached: false }]);
  // Kept again once it reflects the change (the readers' next checks see the replica past it).
  await sleep(200);
  expect(await search('glimmerfrost', first)).toEqual([{ shown: true, cached: true }, { shown: true, cached: true }]);

  // 2. Paused: the readers are told of the change, read the replica that lacks it, and keep nothing.
  const second = await create('Quartzbillow Tide Days');
  await caughtUp();
  await sleep(200);
  await search('quartzbillow', second);
  expect((await search('quartzbillow', second)).every((a) => a.cached && !a.shown)).toBe(true);
  await onReplica.query('SELECT pg_wal_replay_pause()');
  try {
    await approve(second);
    await sleep(100); // the notification reaches every process
    // From the paused replica (well within the lag bound): not shown yet, and not kept.
    expect(await search('quartzbillow', second)).toEqual([{ shown: false, cached: false }, { shown: false, cached: false }]);
    expect(await search('quartzbillow', second)).toEqual([{ shown: false, cached: false }, { shown: false, cached: false }]);
  } finally {
    await onReplica.query('SELECT pg_wal_replay_resume()');
  }
  // Had the stale answer been kept (for ten minutes), it would show now.
  await caughtUp();
  await sleep(100);
  expect((await search('quartzbillow', second)).map((a) => a.shown)).toEqual([true, true]);
});

it('the replica stopped under load: reads go on through the primary with no failed request; started again, it is used again', async () => {
  const guest = await signUp('user', 'guest-load');
  const sample = samplePrograms[1]!;
  const results: { status: number; ms: number; at: number }[] = [];
  let stop = false;
  const reads = [`/api/programs/${sample.id}`, '/api/bookings/mine', `/api/programs/${sample.id}/reviews`, '/api/search?q=retreat', '/api/programs?limit=5'];
  const worker = async (w: number) => {
    for (let i = w; !stop; i++) {
      const started = performance.now();
      const res = await fetch(`${cluster.base}${reads[i % reads.length]}`, { headers: { authorization: guest.authorization } }).catch(() => null);
      await res?.arrayBuffer();
      results.push({ status: res?.status ?? 0, ms: performance.now() - started, at: started });
    }
  };
  await caughtUp();
  await sleep(200);
  const workers = Array.from({ length: 8 }, (_, w) => worker(w));
  let stopping = 0;
  try {
    await sleep(1000);
    stopping = performance.now();
    await replica.stop();
    figures.replicaStopTookMs = Math.round(performance.now() - stopping);
    await onReplica.end().catch(() => {});
    await untilEvery('down');
    figures.replicaDownSeenAfterMs = Math.round(performance.now() - stopping);
    await sleep(2000);
  } finally {
    // Also when a step above fails: the workers must not outlive the test.
    stop = true;
    await Promise.all(workers);
  }

  const during = results.filter((r) => r.at >= stopping);
  expect(during.length).toBeGreaterThan(50);
  expect(results.filter((r) => r.status !== 200)).toEqual([]);
  figures.readsWhileStopping = during.length;
  figures.longestReadAroundStopMs = Math.round(Math.max(...during.map((r) => r.ms)));
  figures.readsBeforeStop = results.length - during.length;

  // Started again: every process takes it back once it answers caught up…
  const starting = performance.now();
  await replica.start();
  await untilEvery('in use');
  figures.replicaBackInUseAfterStartMs = Math.round(performance.now() - starting);
  onReplica = new pg.Client({ connectionString: replica.url('wellness') });
  onReplica.on('error', () => {});
  await onReplica.connect();
  // …and reads from it: a change its replay has not reached is not shown by any process while it is paused.
  await onReplica.query('SELECT pg_wal_replay_pause()');
  try {
    await onPrimary.query("UPDATE programs SET name = 'Renamed While Paused' WHERE id = $1", [sample.id]);
    for (const answer of await readFromEach(cluster, `/api/programs/${sample.id}`)) {
      expect((answer.body as { data: { name: string } }).data.name).toBe(sample.name);
    }
  } finally {
    await onReplica.query('SELECT pg_wal_replay_resume()');
  }
  await caughtUp();
  await sleep(100);
  for (const answer of await readFromEach(cluster, `/api/programs/${sample.id}`)) {
    expect((answer.body as { data: { name: string } }).data.name).toBe('Renamed While Paused');
  }
});
