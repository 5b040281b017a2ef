import { Writable } from 'node:stream';
import { createTestApi, type TestApi } from '../../test/harness';
import { book, guestBody, inDays, placesLeft, publishProgram } from '../../test/bookings';

let api: TestApi;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  api = await createTestApi({ config: { enableTestHooks: true }, logStream });
});
afterAll(() => api.close());

it('warns at start that the hooks are on', () => {
  expect(lines.some((l) => l.includes('"level":40') && l.includes('ENABLE_TEST_HOOKS is on'))).toBe(true);
});

it('POST /api/test/jobs/run-due runs the jobs due at the time given: an unanswered request expires', async () => {
  const { program, sessions } = await publishProgram(api, { bookingMode: 'request', sessions: [{ startDate: inDays(20), nights: 3, places: 4 }] });
  const booking = await book(api, guestBody(program, sessions[0]!.id, { guests: 2 }));
  const now = await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: {} });
  expect(now.statusCode).toBe(200);
  expect(await placesLeft(api, program.id, sessions[0]!.id)).toBe(2);

  const later = await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: { now: new Date(Date.now() + 49 * 3_600_000).toISOString() } });
  expect(later.statusCode).toBe(200);
  expect(later.json().data.ran).toBeGreaterThanOrEqual(1);
  expect(await placesLeft(api, program.id, sessions[0]!.id)).toBe(4);
  const [row] = await api.database.query<{ status: string }>('SELECT status FROM bookings WHERE id = $1', [booking.id]);
  expect(row!.status).toBe('expired');

  const bad = await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: { now: 'tomorrow' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().error.fields.now).toMatch(/ISO date-time/);
});

it('runs named periodic jobs once now, whenever their schedule is next due', async () => {
  // Another test ran the clock two days ahead: the hourly aggregation is next due then.
  await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: { now: new Date(Date.now() + 47 * 3_600_000).toISOString() } });
  await api.database.query("DELETE FROM analytics_state WHERE key = 'aggregated_at'");
  await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: {} });
  expect(await api.database.query("SELECT 1 FROM analytics_state WHERE key = 'aggregated_at'")).toEqual([]);
  const res = await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: { jobs: ['analytics.aggregate'] } });
  expect(res.json().data.ran).toBeGreaterThanOrEqual(1);
  expect(await api.database.query("SELECT 1 FROM analytics_state WHERE key = 'aggregated_at'")).toHaveLength(1);
  expect((await api.request({ method: 'POST', url: '/api/test/jobs/run-due', payload: { jobs: ['Not A Job'] } })).statusCode).toBe(400);
});
