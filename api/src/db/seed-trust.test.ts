// The sample trust data: a provider per sample program, verified reviews by guests who cannot sign in, the cards'
// totals equal to the visible reviews, texts about each program's own place, and a second seed that adds nothing.
import { programs as samplePrograms } from '@wellness/shared/data';
import type { ProgramSummary } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../test/harness';
import { seed } from './seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const count = async (table: string) => Number((await api.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n);

it('gives each sample program a provider of its own place and 0 to 6 verified reviews about it', async () => {
  const rows = await api.database.query<{ id: string; name: string; city: string; country: string; description: string; provider_city: string; summary_json: string }>(
    `SELECT p.id, v.name, p.city, p.country, v.description, v.city AS provider_city, p.summary_json FROM programs p JOIN providers v ON v.id = p.provider_id WHERE p.id LIKE 'prg-%' ORDER BY p.id`,
  );
  expect(rows).toHaveLength(samplePrograms.length);
  expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  for (const row of rows) {
    expect(row.provider_city).toBe(row.city);
    expect(row.description).toContain(`${row.city}, `);
    expect(row.description).toContain(row.country);
    expect(row.description.split('. ').length).toBeGreaterThanOrEqual(2);
  }
  const reviews = await api.database.query<{ program_id: string; rating: number; text: string; city: string; answer_text: string | null; status: string; author_id: string; stay_month: string; preferred_date: string }>(
    `SELECT r.program_id, r.rating, r.text, p.city, r.answer_text, b.status, r.author_id, r.stay_month, b.preferred_date FROM reviews r JOIN programs p ON p.id = r.program_id JOIN bookings b ON b.id = r.booking_id`,
  );
  const perProgram = new Map<string, number>();
  for (const r of reviews) perProgram.set(r.program_id, (perProgram.get(r.program_id) ?? 0) + 1);
  expect(Math.max(...perProgram.values())).toBeLessThanOrEqual(6);
  expect(samplePrograms.filter((p) => !perProgram.has(p.id)).length).toBeGreaterThanOrEqual(2);
  expect(reviews.every((r) => r.status === 'completed' && r.stay_month === r.preferred_date.slice(0, 7))).toBe(true);
  expect(reviews.every((r) => r.rating >= 3)).toBe(true);
  expect(reviews.filter((r) => r.rating >= 4).length / reviews.length).toBeGreaterThan(0.7);
  expect(new Set(reviews.map((r) => r.text)).size).toBe(reviews.length);
  expect(reviews.some((r) => r.answer_text !== null)).toBe(true);
  // One review per guest and program.
  expect(new Set(reviews.map((r) => `${r.program_id}/${r.author_id}`)).size).toBe(reviews.length);
  // Each card's totals are its visible reviews.
  for (const row of rows) {
    const own = reviews.filter((r) => r.program_id === row.id);
    const stats = (JSON.parse(row.summary_json) as ProgramSummary).reviewStats;
    expect(stats.count).toBe(own.length);
    expect(stats.average).toBe(own.length ? Math.round((own.reduce((s, r) => s + r.rating, 0) * 10) / own.length) / 10 : null);
  }
});

it('names the place of the program in its reviews or their kind, never another sample city', async () => {
  const reviews = await api.database.query<{ text: string; city: string; country: string }>(`SELECT r.text, p.city, p.country FROM reviews r JOIN programs p ON p.id = r.program_id`);
  const cities = [...new Set(samplePrograms.map((p) => p.city))];
  for (const r of reviews) {
    for (const other of cities.filter((c) => c !== r.city && !r.city.includes(c) && !c.includes(r.city))) expect(r.text).not.toContain(other);
  }
});

it('the sample guests cannot sign in', async () => {
  const [guest] = await api.database.query<{ email: string }>(`SELECT email FROM users WHERE id = 'seed-guest-01'`);
  for (const password of ['', 'secret123', 'password', guest!.email]) {
    const res = await api.request({ method: 'POST', url: '/auth/login', payload: { email: guest!.email, password } });
    expect([400, 401]).toContain(res.statusCode);
    expect(res.json().data).toBeUndefined();
  }
});

it('seeding again adds nothing and keeps a moderator’s decision', async () => {
  const before = { reviews: await count('reviews'), bookings: await count('bookings'), providers: await count('providers'), users: await count('users') };
  const [first] = await api.database.query<{ id: string; program_id: string }>(`SELECT id, program_id FROM reviews ORDER BY id LIMIT 1`);
  await api.database.query(`UPDATE reviews SET hidden = true WHERE id = $1`, [first!.id]);
  await api.database.query(`UPDATE app_meta SET value = '3' WHERE key = 'seed_version'`, []);
  expect(await seed(api.database.db)).toBe(true);
  expect({ reviews: await count('reviews'), bookings: await count('bookings'), providers: await count('providers'), users: await count('users') }).toEqual(before);
  const [hidden] = await api.database.query<{ hidden: boolean }>(`SELECT hidden FROM reviews WHERE id = $1`, [first!.id]);
  expect(hidden!.hidden).toBe(true);
});
