// 300 guests pay at once for a session with 5 places: every card is held, exactly 5 bookings are made and charged,
// and the 295 other holds are released, never captured. Over real sockets, so on PostgreSQL they run side by side.
import { createTestApi, onPostgres, type TestApi } from '../../test/harness';
import { guestBody, inDays, publishProgram } from '../../test/bookings';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const GUESTS = 300;

it(`${GUESTS} concurrent checkouts for 5 places charge exactly 5`, async () => {
  const { program, sessions, owner } = await publishProgram(api, { bookingMode: 'instant', price: 1000, depositPercent: 30, sessions: [{ startDate: inDays(60), nights: 3, places: 5 }] });
  const origin = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const checkouts = await Promise.all(
    Array.from({ length: GUESTS }, async (_, i) => {
      const res = await fetch(`${origin}/api/checkouts`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `checkout-${i}` },
        body: JSON.stringify(guestBody(program, sessions[0]!.id, { name: `Guest ${i}`, email: `guest${i}@example.test` })),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { id: string; payPath: string } }).data;
    }),
  );
  await Promise.all(
    checkouts.map(async (c) => {
      const res = await fetch(`${origin}${c.payPath}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'number=4242424242424242&expiry=12%2F40&cvc=123' });
      expect(res.status).toBe(200);
    }),
  );
  // Arrival in 60 days: the deposits only (the balance is charged 30 days before arrival).
  // Visitors without an account ask (an instant program books them on request): the host accepts the 5 made.
  const made = await api.database.query<{ id: string }>('SELECT id FROM bookings WHERE session_id = $1', [sessions[0]!.id]);
  for (const { id } of made) expect((await api.request({ method: 'POST', url: `/api/my/booking-requests/${id}/confirm`, headers: owner.auth })).statusCode).toBe(200);
  // The captures and releases queued, run now (twice: the late second deliveries too).
  await api.jobs.runDue(new Date(Date.now() + 60_000));
  await api.jobs.runDue(new Date(Date.now() + 120_000));

  const states = await api.database.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM payments WHERE checkout_id IS NOT NULL GROUP BY status');
  console.info(`checkouts on ${onPostgres() ? 'PostgreSQL' : 'PGlite'}: ${JSON.stringify(states)}`);
  expect(Object.fromEntries(states.map((s) => [s.status, Number(s.n)]))).toEqual({ captured: 5, voided: GUESTS - 5 });
  const [booked] = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings WHERE session_id = $1`, [sessions[0]!.id]);
  expect(Number(booked!.n)).toBe(5);
  const [failed] = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM checkouts WHERE status = 'failed' AND error->>'code' = 'SESSION_FULL'`);
  expect(Number(failed!.n)).toBe(GUESTS - 5);
  const [cash] = await api.database.query<{ t: number }>(`SELECT coalesce(sum(amount), 0)::int AS t FROM ledger_entries WHERE account_id = 'provider:test-card/USD'`);
  expect(Number(cash!.t)).toBe(5 * 30_000);
  const [intents] = await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM test_card_intents WHERE status = 'captured'`);
  expect(Number(intents!.n)).toBe(5);
  // 300 checkouts and 300 payments through HTTP: 44 s on PGlite beside another file in CI, over 60 s on a slower day.
}, 180_000);
