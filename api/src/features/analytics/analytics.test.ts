// What sells: views counted once a visitor a day without storing who they are, the hourly aggregation of each day's
// views, saves, questions, requests, bookings, cancellations, revenue and occupancy, the host's page over 7, 30 and 90
// days, and the median of similar programs beside each program.
import type { HostAnalytics } from '@wellness/shared/host-tools';
import { createTestApi, type TestApi } from '../../test/harness';
import { book, hostProgram, inDays } from '../../test/host-fixtures';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;
const view = (programId: string, options: { ip?: string; ua?: string; auth?: Record<string, string> } = {}) =>
  api.request({ method: 'POST', url: `/api/programs/${programId}/views`, remoteAddress: options.ip ?? '203.0.113.7', headers: { 'user-agent': options.ua ?? 'Mozilla/5.0 Firefox/140', ...options.auth } });
const hits = async (programId: string) => (await api.database.query('SELECT visitor FROM program_view_hits WHERE program_id = $1', [programId])) as { visitor: string }[];
const analytics = async (auth: Record<string, string>, days = 7) => {
  const res = await api.request({ method: 'GET', url: `/api/my/analytics?days=${days}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json().data as HostAnalytics;
};
/** The scheduled jobs as of `at`: the hourly aggregation runs when its hour has come. */
let clock = Date.now();
const runJobs = async () => {
  clock += HOUR + 60_000;
  await api.jobs.runDue(new Date(clock));
};

it('counts a view once a visitor a day, without cookies, without the address or the browser stored, and not for robots or the owner', async () => {
  const { program, owner } = await hostProgram(api, {});
  for (let i = 0; i < 3; i++) {
    const res = await view(program.id);
    expect(res.statusCode).toBe(204);
    expect(res.headers['set-cookie']).toBeUndefined();
  }
  expect(await hits(program.id)).toHaveLength(1);
  await view(program.id, { ip: '198.51.100.4' });
  await view(program.id, { ua: 'Mozilla/5.0 Safari/19' });
  await view(program.id, { ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' });
  await view(program.id, { ip: '192.0.2.99', auth: owner.auth });
  expect((await view('no-such-program')).statusCode).toBe(204);
  expect((await view('bad id!')).statusCode).toBe(400);
  const rows = await hits(program.id);
  expect(rows).toHaveLength(3);
  const stored = JSON.stringify(await api.database.query('SELECT * FROM program_view_hits'));
  for (const secret of ['203.0.113.7', '198.51.100.4', 'Firefox', 'Safari']) expect(stored).not.toContain(secret);
  for (const row of rows) expect(row.visitor).toMatch(/^[A-Za-z0-9_-]{22}$/);
});

it('aggregates the funnel: views, saves, questions, requests, bookings, cancellations, revenue and occupancy, over 7, 30 and 90 days', async () => {
  const owner = await api.signUp('facility');
  const { program, sessions } = await hostProgram(api, { price: 1200, category: 'yoga', location: 'Kyoto - Japan', sessions: [{ startDate: inDays(20), nights: 3, places: 10 }] }, owner);
  const quiet = await hostProgram(api, { category: 'yoga', location: 'Kyoto - Japan' }, owner);
  const guest = await api.signUp('user');
  const other = await api.signUp('user');
  await view(program.id, { ip: '203.0.113.10' });
  await view(program.id, { ip: '203.0.113.11' });
  await view(program.id, { ip: '203.0.113.12' });
  await view(program.id, { ip: '203.0.113.13' });
  expect((await api.request({ method: 'PUT', url: `/api/saved/${program.id}`, headers: guest.auth })).statusCode).toBe(200);
  const asked = await api.request({ method: 'POST', url: '/api/threads', headers: other.auth, payload: { programId: program.id, text: 'Is the yoga suitable for beginners?' } });
  expect(asked.statusCode).toBe(201);
  await book(api, program, { sessionId: sessions[0]!.id, guests: 2, guest });
  const second = await book(api, program, { sessionId: sessions[0]!.id, guests: 1, guest: other });
  expect((await api.request({ method: 'POST', url: `/api/bookings/${second.id}/cancel`, headers: other.auth, payload: {} })).statusCode).toBe(200);

  // Nothing before the aggregation runs.
  expect((await analytics(owner.auth)).totals.views).toBe(0);
  await runJobs();
  const data = await analytics(owner.auth);
  expect(data.aggregatedAt).not.toBeNull();
  expect(data.totals).toEqual({
    views: 4, saves: 1, questions: 1, requests: 2, bookings: 2, cancellations: 1,
    revenue: [{ currency: 'USD', amount: 3600 }], placesOffered: 0, placesTaken: 0,
  });
  expect(data.conversion).toBeCloseTo(0.5);
  expect(data.series).toHaveLength(7);
  expect(data.series.at(-1)).toEqual({ day: inDays(0, clock - HOUR - 60_000), views: 4, saves: 1, questions: 1, requests: 2, bookings: 2 });
  const [main, empty] = [data.programs.find((p) => p.id === program.id)!, data.programs.find((p) => p.id === quiet.program.id)!];
  expect(main).toMatchObject({ name: program.name, category: 'yoga', country: 'Japan', conversion: 0.5 });
  expect(empty.totals.views).toBe(0);
  expect(empty.conversion).toBeNull();
  // Another host sees none of it; a guest's page of their own (no programs) is empty.
  expect((await analytics((await api.signUp('facility')).auth)).totals.views).toBe(0);
  expect((await api.request({ method: 'GET', url: '/api/my/analytics?days=7' })).statusCode).toBe(401);
  expect((await api.request({ method: 'GET', url: '/api/my/analytics?days=12', headers: owner.auth })).statusCode).toBe(400);

  // A day of the past, kept in the aggregates: in the 30- and 90-day windows, not in the 7-day one.
  await api.database.query(
    `INSERT INTO program_daily_stats (program_id, day, owner_id, category, country, views, bookings, revenue, currency, places_offered, places_taken)
     VALUES ($1, $2::date, $3, 'yoga', 'Japan', 10, 1, 1200, 'USD', 10, 6)`,
    [program.id, inDays(-12), owner.user.id],
  );
  expect((await analytics(owner.auth, 7)).totals.views).toBe(4);
  const month = await analytics(owner.auth, 30);
  expect(month.totals).toMatchObject({ views: 14, bookings: 3, placesOffered: 10, placesTaken: 6, revenue: [{ currency: 'USD', amount: 4800 }] });
  expect(month.series).toHaveLength(30);
  // A later run keeps that day (only today and yesterday are counted again).
  await runJobs();
  expect((await analytics(owner.auth, 90)).totals.views).toBe(14);
});

it('puts the median of similar programs (same category and country, with views) beside each program, and forgets raw views and salts once counted', async () => {
  const owner = await api.signUp('facility');
  const { program } = await hostProgram(api, { category: 'detox', location: 'Lucerne - Switzerland' }, owner);
  // Three other detox programs in Switzerland with a history, and one elsewhere that does not count.
  const similar = [];
  for (const [views, bookings] of [[100, 1], [40, 2], [10, 0]] as const) {
    const other = await hostProgram(api, { category: 'detox', location: 'Zermatt - Switzerland' });
    similar.push(other.program.id);
    await api.database.query(
      `INSERT INTO program_daily_stats (program_id, day, owner_id, category, country, views, bookings) VALUES ($1, $2::date, $3, 'detox', 'Switzerland', $4, $5)`,
      [other.program.id, inDays(-5), other.owner.user.id, views, bookings],
    );
  }
  const away = await hostProgram(api, { category: 'detox', location: 'Ubud - Bali' });
  await api.database.query(`INSERT INTO program_daily_stats (program_id, day, owner_id, category, country, views, bookings) VALUES ($1, $2::date, $3, 'detox', 'Bali', 1000, 500)`, [
    away.program.id, inDays(-5), away.owner.user.id,
  ]);
  await view(program.id);
  // The medians are computed once a day: a new day for the job.
  await api.database.query("DELETE FROM analytics_state WHERE key = 'segments_on'");
  await runJobs();
  const mine = (await analytics(owner.auth, 7)).programs.find((p) => p.id === program.id)!;
  // Four programs with views (the three and this one: 1 view, 0 bookings): medians of 1, 10, 40, 100 and 0, 0, 1, 2.
  expect(mine.similar).toEqual({ category: 'detox', country: 'Switzerland', programs: 4, medianViews: 25, medianBookings: 0.5, medianConversion: expect.any(Number) });
  // Conversions 0, 0, 0.01, 0.05: the median is 0.005.
  expect(mine.similar!.medianConversion).toBeCloseTo(0.005);

  // Views of days no run counts again, and the salts of days that are over, are deleted.
  await api.database.query("INSERT INTO program_view_hits (program_id, day, visitor) VALUES ($1, $2::date, 'old-visitor-hash-000000')", [program.id, inDays(-3)]);
  await api.database.query("INSERT INTO analytics_salts (day, salt) VALUES ($1::date, 'old') ON CONFLICT DO NOTHING", [inDays(-3)]);
  await runJobs();
  expect(await api.database.query('SELECT 1 FROM program_view_hits WHERE day < $1::date', [inDays(-1, clock)])).toEqual([]);
  expect(await api.database.query('SELECT 1 FROM analytics_salts WHERE day < $1::date', [inDays(0, clock)])).toEqual([]);
});
