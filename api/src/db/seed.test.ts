// A database seeded by an earlier sample version receives the new sample pictures and texts, and keeps what people
// changed: an administrator's status, and every owned program.
import { programs as samplePrograms } from '@wellness/shared/data';
import { createTestApi, type TestApi } from '../test/harness';
import { SEED_VERSION, seed } from './seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const sample = samplePrograms.find((p) => p.slug === 'tuscan-thermal-springs-renewal')!;
const row = async (id: string) =>
  (await api.database.query<{ image_gallery: string[]; arrival: { airport: string }; status: string; daily_schedule: unknown[] }>('SELECT image_gallery, arrival, status, daily_schedule FROM programs WHERE id = $1', [id]))[0]!;

it('brings an earlier seed’s sample programs up to date, and only once', async () => {
  // As a database seeded before this version looked: generic pictures, the country's boilerplate arrival.
  await api.database.query(`UPDATE programs SET image_gallery = '["/media/gallery/gallery-09-960.webp"]', arrival = '{"airport":"Milan Malpensa, Florence Peretola or Venice Marco Polo","transfer":"lake taxi","checkIn":"","notes":""}', status = 'inactive' WHERE id = $1`, [sample.id]);
  await api.database.query(`UPDATE app_meta SET value = '1' WHERE key = 'seed_version'`, []);

  expect(await seed(api.database.db)).toBe(true);
  const updated = await row(sample.id);
  expect(updated.image_gallery).toEqual(sample.imageGallery);
  expect(updated.arrival.airport).toBe(sample.arrival.airport);
  expect(updated.arrival.airport).not.toMatch(/Milan/);
  expect(updated.daily_schedule).toEqual(sample.dailySchedule);
  // The administrator had taken it offline: it stays offline.
  expect(updated.status).toBe('inactive');
  const [meta] = await api.database.query<{ value: string }>(`SELECT value FROM app_meta WHERE key = 'seed_version'`, []);
  expect(meta!.value).toBe(SEED_VERSION);
  expect(await seed(api.database.db)).toBe(false);
});

it('leaves an owned program alone', async () => {
  const owner = await api.signUp('facility');
  const created = (await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Owned Retreat', images: ['/media/gallery/gallery-01-960.webp'] } })).json().data;
  // Even if an owned row carried a sample's id, the seed would not write over it.
  await api.database.query('UPDATE programs SET owner_id = (SELECT owner_id FROM programs WHERE id = $1) WHERE id = $2', [created.id, samplePrograms[1]!.id]);
  await api.database.query(`UPDATE programs SET image_gallery = '["/uploads/mine.webp"]' WHERE id = $1`, [samplePrograms[1]!.id]);
  await api.database.query(`UPDATE app_meta SET value = '1' WHERE key = 'seed_version'`, []);
  expect(await seed(api.database.db)).toBe(true);
  expect((await row(samplePrograms[1]!.id)).image_gallery).toEqual(['/uploads/mine.webp']);
  expect((await row(created.id)).image_gallery).toEqual(['/media/gallery/gallery-01-960.webp']);
});

it('gives sample programs their booking terms and sessions, and keeps the places already taken', async () => {
  const sample = samplePrograms[2]!;
  const first = sample.sessions[0]!;
  await api.database.query(`UPDATE program_sessions SET taken = 2 WHERE id = $1`, [first.id]);
  await api.database.query(`DELETE FROM program_sessions WHERE id = $1`, [sample.sessions[1]!.id]);
  await api.database.query(`UPDATE programs SET booking_mode = 'request', cancellation_policy = 'strict', deposit_percent = 99 WHERE id = $1`, [sample.id]);
  await api.database.query(`UPDATE app_meta SET value = '2' WHERE key = 'seed_version'`, []);
  expect(await seed(api.database.db)).toBe(true);
  const [terms] = await api.database.query<{ booking_mode: string; cancellation_policy: string; deposit_percent: number | null }>(
    'SELECT booking_mode, cancellation_policy, deposit_percent FROM programs WHERE id = $1', [sample.id]);
  expect(terms).toEqual({ booking_mode: sample.bookingMode, cancellation_policy: sample.cancellationPolicy, deposit_percent: sample.depositPercent });
  const sessions = await api.database.query<{ id: string; capacity: number; taken: number }>('SELECT id, capacity, taken FROM program_sessions WHERE program_id = $1 ORDER BY start_date', [sample.id]);
  expect(sessions.map((s) => s.id)).toEqual(sample.sessions.map((s) => s.id));
  expect(sessions[0]).toEqual({ id: first.id, capacity: first.capacity, taken: 2 });
});
