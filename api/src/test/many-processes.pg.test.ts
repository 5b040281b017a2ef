// Three API processes (the production bundle) on one PostgreSQL behind a real nginx, as docs/deploy.md runs them.
// Runs under api/scripts/test-postgres.sh (DATABASE_URL set; CI runs it); the PGlite run leaves `*.pg.test.ts` out
// (api/jest.config.mjs): PGlite is one process's embedded database.
import { existsSync } from 'node:fs';
import pg from 'pg';
import { programs as samplePrograms } from '@wellness/shared/data';
import { createSharedPgDatabase } from './harness';
import { buildApi, NGINX, readFromEach, startCluster, type Cluster } from './cluster';

(import.meta as unknown as { jest: { setTimeout(ms: number): void } }).jest.setTimeout(180_000);

let pgDb: Awaited<ReturnType<typeof createSharedPgDatabase>>;
let cluster: Cluster;
let db: pg.Client;

beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX} (apt-get install -y nginx; .ci/run installs it)`);
  buildApi();
  pgDb = await createSharedPgDatabase();
  if (!pgDb) throw new Error('This test needs DATABASE_URL (run it with api/scripts/test-postgres.sh)');
  cluster = await startCluster({
    processes: 3,
    databaseUrl: pgDb.url,
    env: {
      LOGIN_FAILURE_LIMIT: '3/1h',
      LOGIN_FAILURE_DELAY_MS: '600000',
      AUTH_RATE_LIMIT: '10000',
      BOOKING_RATE_LIMIT: '0',
      BOOKING_ACCOUNT_RATE_LIMIT: '0',
      SIGNUP_RATE_LIMIT: '0',
      JOB_POLL_INTERVAL_MS: '200',
      UPLOAD_SWEEP_INTERVAL_MS: '1000',
      PG_POOL_MAX: '8',
      // Far longer than any test: only the notification of a committed write can make a cached answer fresh.
      CATALOG_CACHE_TTL_MS: '600000',
    },
  });
  db = new pg.Client({ connectionString: pgDb.url });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await pgDb?.drop();
});

const json = { 'content-type': 'application/json' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('the failed-sign-in limit holds across the three processes: N processes allow what one does', async () => {
  const email = 'shared-limit@example.test';
  const register = await fetch(`${cluster.base}/auth/register`, { method: 'POST', headers: json, body: JSON.stringify({ firstName: 'Lim', lastName: 'It', email, phone: '5551234567', password: 'right-password' }) });
  expect(register.status).toBe(201);
  const login = (base: string, password: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/auth/login`, { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify({ email, password }) });
  // One wrong password at each process: three in all, the limit of one process.
  for (const api of cluster.apis) expect((await login(api.base, 'wrong')).status).toBe(401);
  // Every process now holds this address for this account, the right password included, and so does the balancer.
  for (const api of cluster.apis) expect((await login(api.base, 'right-password')).status).toBe(429);
  expect((await login(cluster.base, 'right-password')).status).toBe(429);
  // Another visitor's address (as nginx forwards it) is not held: the owner still gets in.
  expect((await login(cluster.base, 'right-password', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(200);
});

/** No cached answer outlives a committed write to what it shows by more than this, on any process. */
const STALE_BOUND_MS = 100;

it('a write through one process is in the cached public reads of the others within 100 ms', async () => {
  const [writer, ...readers] = cluster.apis as [Cluster['apis'][number], ...Cluster['apis']];
  const send = async (method: string, urlPath: string, auth: string, body: unknown) => {
    const res = await fetch(`${writer.base}${urlPath}`, { method, headers: { ...json, authorization: auth }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { data: Record<string, unknown> } };
  };
  const signUp = async (role: 'facility' | 'admin') => {
    const res = await fetch(`${writer.base}/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ firstName: 'Cache', lastName: role, email: `cache-${role}@example.test`, phone: '5551234567', password: 'secret123', role }),
    });
    expect(res.status).toBe(201);
    return `Bearer ${((await res.json()) as { data: { accessToken: string } }).data.accessToken}`;
  };
  const owner = await signUp('facility');
  const admin = await signUp('admin');
  const approve = async (id: string) => {
    const { rows } = await db.query<{ version: number }>('SELECT version FROM programs WHERE id = $1', [id]);
    expect((await send('POST', `/api/admin/programs/${id}/approve`, admin, { version: rows[0]!.version })).status).toBe(200);
  };
  const form = {
    name: 'Quillwhisker Tide Retreat',
    location: 'Vardo - Norway',
    category: 'spa',
    description: 'Cold sea and warm saunas.',
    detailedDescription: 'Four days of sea swims and saunas.',
    duration: '4 Days / 3 Nights',
    price: '$1,900',
    bookingOptions: { availableDates: ['2099-06-01'] },
  };
  const created = await send('POST', '/api/my/programs', owner, { ...form, status: 'pending' });
  expect(created.status).toBe(201);
  const id = String(created.body.data.id);
  await approve(id);

  const oldName = '/api/search?q=quillwhisker';
  const newName = '/api/search?q=fernwobble';
  const list = '/api/programs?country=Norway&limit=100';
  type Page = { data: { programs: { id: string; name: string }[] } };
  /** What each other process answers for the three URLs: the program's name as each shows it (null: not shown), and whether from its cache. */
  const readAll = async () => {
    const answers = await Promise.all([oldName, newName, list].map((url) => readFromEach(cluster, url, {}, readers)));
    return answers.map((perProcess) =>
      perProcess.map(({ status, body, cached }) => {
        expect(status).toBe(200);
        return { name: (body as Page).data.programs.find((p) => p.id === id)?.name ?? null, cached };
      }),
    );
  };
  const names = (answers: Awaited<ReturnType<typeof readAll>>) => answers.map((perProcess) => perProcess.map((a) => a.name));
  const everyOther = <T>(value: T) => readers.map(() => value);

  // Every other process holds the old answers in its cache (the second read of each URL is a hit), so a missed
  // notification would show below as the old name.
  await readAll();
  const warm = await readAll();
  expect(warm.flat().every((a) => a.cached)).toBe(true);
  expect(names(warm)).toEqual([everyOther(form.name), everyOther(null), everyOther(form.name)]);

  // The owner renames it through the first process: back in review, so shown nowhere.
  expect((await send('PUT', `/api/my/programs/${id}`, owner, { ...form, name: 'Fernwobble Tide Retreat', status: 'active' })).status).toBe(200);
  await sleep(STALE_BOUND_MS);
  const afterEdit = await readAll();
  expect(names(afterEdit)).toEqual([everyOther(null), everyOther(null), everyOther(null)]);
  // Dropped, not expired: the answers were computed again (the TTL is ten minutes), and are kept again.
  expect(afterEdit.flat().map((a) => a.cached)).toEqual([...everyOther(false), ...everyOther(false), ...everyOther(false)]);
  expect((await readAll()).flat().every((a) => a.cached)).toBe(true);

  // An admin approves the new version through the first process: shown under its new name everywhere.
  await approve(id);
  await sleep(STALE_BOUND_MS);
  const afterApproval = await readAll();
  expect(names(afterApproval)).toEqual([everyOther(null), everyOther('Fernwobble Tide Retreat'), everyOther('Fernwobble Tide Retreat')]);
  expect(afterApproval.flat().some((a) => a.cached)).toBe(false);
});

const JOBS = 600;
it('a job runs once, whichever of the three processes takes it; a periodic job once per period', async () => {
  const started = Date.now();
  // Enough jobs that draining them outlasts a poll interval (200 ms): one process fast enough to take 60 alone before
  // the others polled made "several takers" fail by timing, not by the queue.
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO jobs (name, payload, run_at) SELECT 'uploads.sweep', jsonb_build_object('n', n), now() FROM generate_series(1, ${JOBS}) AS n RETURNING id::text AS id`,
  );
  const ids = rows.map((r) => r.id);
  let done: { state: string; attempts: number; locked_by: string }[] = [];
  for (let i = 0; i < 150; i++) {
    done = (await db.query('SELECT state, attempts, locked_by FROM jobs WHERE id = ANY($1::bigint[])', [ids])).rows;
    if (done.every((j) => j.state === 'completed')) break;
    await sleep(200);
  }
  expect(done).toHaveLength(JOBS);
  expect(done.filter((j) => j.state !== 'completed' || j.attempts !== 1)).toEqual([]);
  const takers = new Set(done.map((j) => j.locked_by));
  expect(takers.size).toBeGreaterThanOrEqual(2);

  // The upload clean-up is periodic (every second here): three processes polling every 200 ms queue one run a period.
  await sleep(3000);
  const periodic = await db.query<{ n: number; first: Date }>(
    "SELECT count(*)::int AS n, min(created_at) AS first FROM jobs WHERE name = 'uploads.sweep' AND singleton_key = 'periodic' AND created_at >= $1",
    [new Date(started)],
  );
  const seconds = (Date.now() - started) / 1000;
  expect(periodic.rows[0]!.n).toBeGreaterThanOrEqual(2);
  expect(periodic.rows[0]!.n).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
});

it('an owner’s edits racing bookings on three processes: no deadlock, no 400, every answer a success or a rule’s refusal', async () => {
  const signUp = async (role: 'facility' | 'admin' | 'user', n: number) => {
    const res = await fetch(`${cluster.base}/auth/register`, {
      method: 'POST', headers: json,
      body: JSON.stringify({ firstName: 'Race', lastName: `${role} ${n}`, email: `race-${role}-${n}@example.test`, phone: '5551234567', password: 'secret123', role }),
    });
    expect(res.status).toBe(201);
    return `Bearer ${((await res.json()) as { data: { accessToken: string } }).data.accessToken}`;
  };
  const send = (method: string, urlPath: string, auth: string, body: unknown) =>
    fetch(`${cluster.base}${urlPath}`, { method, headers: { ...json, authorization: auth }, body: JSON.stringify(body) });
  const owner = await signUp('facility', 1);
  const admin = await signUp('admin', 1);
  const guests = await Promise.all([1, 2, 3, 4].map((n) => signUp('user', n)));
  const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const form = (name: string, sessionId?: string) => ({
    // Without a price: the locks are the point, and a priced program books only through checkout.
    name, location: 'Ubud - Bali', category: 'spa', description: 'Quiet days.', duration: '4 Days / 3 Nights', price: '', bookingMode: 'instant',
    status: 'pending', sessions: [{ ...(sessionId ? { id: sessionId } : {}), startDate, nights: 3, places: 300 }],
  });
  const created = await send('POST', '/api/my/programs', owner, form('Raced Retreat'));
  expect(created.status).toBe(201);
  const program = ((await created.json()) as { data: { id: string; sessions: { id: string }[] } }).data;
  const sessionId = program.sessions[0]!.id;
  const deadlocks = async () => {
    await sleep(1500);
    return Number((await db.query<{ n: string }>('SELECT deadlocks::text AS n FROM pg_stat_database WHERE datname = current_database()')).rows[0]!.n);
  };
  const before = await deadlocks();
  const unexpected: string[] = [];
  let booked = 0;
  for (let round = 0; round < 10; round++) {
    // Public again (approved), then renamed while bookings come in through the balancer: a new name is a new slug, a
    // key column of the program's row, so the edit takes the lock a booking's foreign key check waits on.
    const { rows } = await db.query<{ version: number }>('SELECT version FROM programs WHERE id = $1', [program.id]);
    expect((await send('POST', `/api/admin/programs/${program.id}/approve`, admin, { version: rows[0]!.version })).status).toBe(200);
    const answers = await Promise.all([
      send('PUT', `/api/my/programs/${program.id}`, owner, { ...form(`Raced Retreat ${round}`, sessionId), status: 'active' }),
      ...Array.from({ length: 15 }, (_, i) =>
        send('POST', '/api/bookings', guests[i % guests.length]!, { name: 'Race Guest', email: `race-${round}-${i}@example.test`, phone: '5551234567', preferredDate: startDate, guests: 1, programId: program.id, sessionId }),
      ),
    ]);
    expect(answers[0]!.status).toBe(200);
    for (const a of answers) {
      if (a.status === 201) booked += 1;
      // 404: the program was in review again by then (renamed); 409: a rule (places, changed meanwhile).
      if (![200, 201, 404, 409].includes(a.status)) unexpected.push(`${a.status} ${await a.text()}`);
    }
  }
  expect(unexpected).toEqual([]);
  expect(booked).toBeGreaterThan(0);
  expect(await deadlocks()).toBe(before);
  const taken = await db.query<{ taken: number; live: number }>(
    `SELECT s.taken, (SELECT coalesce(sum(guests), 0)::int FROM bookings b WHERE b.session_id = s.id AND b.status IN ('requested', 'confirmed')) AS live FROM program_sessions s WHERE s.id = $1`,
    [sessionId],
  );
  expect(taken.rows[0]).toEqual({ taken: booked, live: booked });
});

it('killing one process under load loses no acknowledged write and fails no request the balancer could retry', async () => {
  const sample = samplePrograms[0]!;
  const date = sample.bookingOptions.availableDates[0]!;
  // Hundreds of bookings of one program: booked by its dates, without sessions whose places would run out, and
  // without a price (booked directly; a priced program books only through checkout).
  await db.query('DELETE FROM program_sessions WHERE program_id = $1', [sample.id]);
  await db.query('UPDATE programs SET price = NULL WHERE id = $1', [sample.id]);
  const gets: number[] = [];
  const acknowledged = new Map<string, string>(); // Idempotency-Key → booking id
  const unacknowledged: string[] = [];
  let stop = false;

  /** A write as the site's booking dialog sends it: retried with the same key when the balancer could not deliver it. */
  async function book(key: string, name: string) {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        const res = await fetch(`${cluster.base}/api/bookings`, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': key },
          body: JSON.stringify({ name, email: 'load@example.test', phone: '5551234567', preferredDate: date, programId: sample.id }),
        });
        if (res.status === 201) {
          acknowledged.set(key, ((await res.json()) as { data: { id: string } }).data.id);
          return;
        }
        if (![502, 503, 504].includes(res.status)) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
      } catch (error) {
        if ((error as Error).message.startsWith('booking answered')) throw error;
        // the connection broke: retried below with the same key
      }
      await sleep(100);
    }
    unacknowledged.push(key);
  }

  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      if (i % 2 === 0) {
        const res = await fetch(`${cluster.base}/api/programs?limit=5&offset=${i % 7}`).catch(() => null);
        gets.push(res ? res.status : 0);
        await res?.arrayBuffer();
      } else {
        await book(`load-${w}-${i}-${Date.now()}`, `Load ${w}-${i}`);
      }
    }
  };
  const workers = Array.from({ length: 16 }, (_, w) => worker(w));
  await sleep(1500);
  const before = acknowledged.size;
  await cluster.kill(1);
  // The load goes on until enough reads and writes have been answered after the kill, counted rather than timed: a busy
  // machine answers fewer in a given time (the suite may run beside another file).
  const getsAtKill = gets.length;
  for (let waited = 0; waited < 20_000 && (gets.length - getsAtKill < 50 || acknowledged.size <= before); waited += 100) await sleep(100);
  stop = true;
  await Promise.all(workers);

  expect(before).toBeGreaterThan(0);
  expect(acknowledged.size).toBeGreaterThan(before);
  expect(cluster.apis[1]!.child.signalCode).toBe('SIGKILL');
  // Reads after the kill: the balancer retried them on a live process.
  expect(gets.length - getsAtKill).toBeGreaterThanOrEqual(50);
  expect(gets.filter((s) => s !== 200)).toEqual([]);
  // Writes: every one was acknowledged in the end (retried with its key), and each is stored exactly once.
  expect(unacknowledged).toEqual([]);
  const ids = [...acknowledged.values()];
  const stored = await db.query<{ id: string; name: string }>('SELECT id, name FROM bookings WHERE id = ANY($1::text[])', [ids]);
  expect(stored.rows.length).toBe(ids.length);
  const duplicates = await db.query("SELECT name, count(*)::int AS n FROM bookings WHERE name LIKE 'Load %' GROUP BY name HAVING count(*) > 1");
  expect(duplicates.rows).toEqual([]);
  const all = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE name LIKE 'Load %'");
  expect(all.rows[0]!.n).toBe(acknowledged.size);
});
