// Every route that declares it only reads (`readReplica`, `catalogCache`) answers from a replica that refuses writes:
// here the test database itself, reached in read-only sessions under a name of their own, stands for a replica. A
// declared route that wrote would fail here (a 500); writes (sign-up, booking) go to the primary and succeed.
// Runs under api/scripts/test-postgres.sh (CI runs it).
import pg from 'pg';
import { openDatabase } from '../db/client';
import { programs as samplePrograms } from '@wellness/shared/data';
import { createSharedPgDatabase, createTestApi, type TestApi } from './harness';

let pgDb: Awaited<ReturnType<typeof createSharedPgDatabase>>;
let api: TestApi;

beforeAll(async () => {
  pgDb = await createSharedPgDatabase();
  if (!pgDb) throw new Error('This test needs DATABASE_URL (run it with api/scripts/test-postgres.sh)');
  const readOnly = new URL(pgDb.url);
  readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
  readOnly.searchParams.set('application_name', 'read-only-replica');
  api = await createTestApi({ databaseUrl: pgDb.url, config: { databaseReplicaUrls: [readOnly.toString()], replicaCheckIntervalMs: 20 } });
});

afterAll(async () => {
  await api?.close();
  await pgDb?.drop();
});

it('answers every declared read from the read-only replica, and writes on the primary', async () => {
  const guest = await api.signUp('user');
  const sample = samplePrograms[0]!;
  // Booked by dates, without sessions whose places or dates would decide.
  await api.database.query('DELETE FROM program_sessions WHERE program_id = $1', [sample.id]);
  // Without a price: booked directly (a priced program books only through checkout).
  await api.database.query('UPDATE programs SET price = NULL WHERE id = $1', [sample.id]);
  const booked = await api.request({
    method: 'POST',
    url: '/api/bookings',
    headers: guest.auth,
    payload: { name: 'Read Only', email: 'read-only@example.test', phone: '5551234567', preferredDate: sample.bookingOptions.availableDates[0], programId: sample.id },
  });
  expect(booked.json()).toMatchObject({ data: { programId: sample.id } });
  expect(booked.headers['x-read-after']).toBeTruthy();
  const bookingId = (booked.json() as { data: { id: string } }).data.id;
  await new Promise((r) => setTimeout(r, 100)); // a check of the replica after the write: it is the same server, so current

  const [program] = await api.database.query<{ slug: string; provider: string | null; country: string }>(
    "SELECT slug, provider_summary->>'slug' AS provider, country FROM programs WHERE id = $1",
    [sample.id],
  );
  const [provider] = await api.database.query<{ slug: string }>("SELECT provider_summary->>'slug' AS slug FROM programs WHERE provider_summary IS NOT NULL AND status = 'active' LIMIT 1");
  const headers = { ...guest.auth, 'x-read-after': String(booked.headers['x-read-after']) };
  const reads: [string, number][] = [
    ['/api/programs?limit=5', 200],
    [`/api/programs?country=${encodeURIComponent(program!.country)}&sort=price-asc`, 200],
    ['/api/search?q=retreat', 200],
    ['/program-categories', 200],
    ['/program-categories/options', 200],
    ['/destinations', 200],
    ['/faqs', 200],
    [`/programs/location/${encodeURIComponent(program!.country)}`, 200],
    [`/api/programs/${sample.id}`, 200],
    [`/api/programs/by-slug/${program!.slug}`, 200],
    [`/api/programs/by-name?name=${encodeURIComponent(sample.name)}`, 200],
    [`/api/programs/${sample.id}/related`, 200],
    [`/api/programs/${sample.id}/reviews`, 200],
    ...(provider ? ([[`/api/providers/${provider.slug}`, 200], [`/api/providers/${provider.slug}/reviews`, 200]] as [string, number][]) : []),
    ['/sitemap.xml', 200],
    ['/sitemaps/pages.xml', 200],
    ['/sitemaps/places.xml', 200],
    ['/sitemaps/categories.xml', 200],
    ['/sitemaps/programs-1.xml', 200],
    ['/api/bookings/mine', 200],
    [`/api/bookings/${bookingId}`, 200],
  ];
  const answers = await Promise.all(reads.map(async ([url]) => [url, (await api.request({ method: 'GET', url, headers })).statusCode] as [string, number]));
  expect(answers).toEqual(reads);
  const mine = await api.request({ method: 'GET', url: '/api/bookings/mine', headers });
  expect((mine.json() as { data: { bookings: { id: string }[] } }).data.bookings.map((b) => b.id)).toContain(bookingId);

  // They were the replica's: its read-only sessions last ran the routes' statements, not only the router's checks.
  const observer = new pg.Client({ connectionString: pgDb!.url });
  await observer.connect();
  const { rows } = await observer.query<{ query: string }>("SELECT query FROM pg_stat_activity WHERE application_name = 'read-only-replica' AND datname = current_database()");
  await observer.end();
  expect(rows.filter((r) => !r.query.includes('pg_is_in_recovery')).length).toBeGreaterThan(0);
  expect(api.database.readRouter!.status()).toEqual([expect.objectContaining({ state: 'in use' })]);
});

it('survives a server that ends a connection in the middle of a transaction (a replica stopped): the statement fails, the process goes on', async () => {
  const database = await openDatabase({ url: pgDb!.url });
  const observer = new pg.Client({ connectionString: pgDb!.url });
  await observer.connect();
  try {
    const held = database.queryWithSettings('SET LOCAL jit = off', "SELECT pg_sleep(5), 'ended-by-test' AS marker");
    const settled = held.then(() => 'answered', (error: Error) => error.message);
    // The backend running it, ended as a server shutdown ends it ("terminating connection due to administrator command").
    for (let i = 0; i < 200; i++) {
      const { rows } = await observer.query<{ n: number }>("SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE query LIKE '%ended-by-test%' AND pid <> pg_backend_pid() AND state = 'active'");
      if (rows[0]!.n > 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await settled).toMatch(/terminat/i);
    // The pool dropped the broken connection and goes on with a new one.
    expect(await database.queryWithSettings('SET LOCAL jit = off', 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
  } finally {
    await observer.end();
    await database.close();
  }
});
