// Never overbooked: 300 bookings at once at a session with 5 places, over real HTTP sockets so that on PostgreSQL
// (test-postgres.sh) they truly run side by side on the pool's connections; on PGlite they queue on its one connection.
import { performance } from 'node:perf_hooks';
import { BOOKING_MESSAGES } from '@wellness/shared/domain';
import { createTestApi, onPostgres, type TestApi } from '../../test/harness';
import { guestBody, inDays, publishProgram } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  // 300 anonymous bookings from one address: well beneath this limit, so every one reaches the places.
  api = await createTestApi({ config: { bookingLimit: { max: 1000, windowMs: 600_000 } } });
});
afterAll(() => api.close());

const BOOKINGS = 300;

it(`${BOOKINGS} concurrent bookings at a session with 5 places left: exactly 5 succeed, the rest get 409 SESSION_FULL`, async () => {
  // Without a price: the places are the point (300 checkouts for 5 places: money-concurrency.test.ts).
  const { program, sessions } = await publishProgram(api, { bookingMode: 'instant', price: '', sessions: [{ startDate: inDays(30), nights: 3, places: 5 }] });
  const session = sessions[0]!;
  const origin = await api.app.listen({ port: 0, host: '127.0.0.1' });

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BOOKINGS }, async (_, i) => {
      const res = await fetch(`${origin}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `overbooking-${String(i).padStart(4, '0')}` },
        body: JSON.stringify(guestBody(program, session.id, { name: `Guest ${i}`, email: `guest${i}@example.test` })),
      });
      return { status: res.status, body: (await res.json()) as { data?: { id: string }; error?: { code: string; message: string } } };
    }),
  );
  const ms = Math.round(performance.now() - started);

  const byStatus = answers.reduce<Record<number, number>>((counts, a) => ({ ...counts, [a.status]: (counts[a.status] ?? 0) + 1 }), {});
  // The figures of the run, for the record (the time is reported, never asserted).
  console.info(`overbooking on ${onPostgres() ? 'PostgreSQL' : 'PGlite'}: ${JSON.stringify(byStatus)} in ${ms} ms`);
  expect(byStatus).toEqual({ 201: 5, 409: BOOKINGS - 5 });
  for (const refused of answers.filter((a) => a.status === 409)) expect(refused.body.error).toMatchObject({ code: 'SESSION_FULL', message: BOOKING_MESSAGES.sessionFull });

  const [stored] = await api.database.query<{ taken: number; live: number; all: number }>(
    `SELECT s.taken,
            (SELECT count(*)::int FROM bookings b WHERE b.session_id = s.id AND b.status IN ('requested', 'confirmed')) AS live,
            (SELECT count(*)::int FROM bookings b WHERE b.session_id = s.id) AS all
     FROM program_sessions s WHERE s.id = $1`,
    [session.id],
  );
  expect({ taken: Number(stored!.taken), live: Number(stored!.live), all: Number(stored!.all) }).toEqual({ taken: 5, live: 5, all: 5 });
  const acknowledged = new Set(answers.flatMap((a) => (a.status === 201 ? [a.body.data!.id] : [])));
  const rows = await api.database.query<{ id: string }>('SELECT id FROM bookings WHERE session_id = $1', [session.id]);
  expect(new Set(rows.map((r) => r.id))).toEqual(acknowledged);
});
