// GET /api/programs filters and sorts, against the seeded catalogue.
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { programs as samplePrograms } from '@wellness/shared/data';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { MIGRATIONS_DIR } from '../paths';
import { createTestApi, onPostgres, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Card = { id: string; price: number | null; nights: number | null };
const list = async (query: string) => {
  const res = await api.request({ method: 'GET', url: `/api/programs?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as { programs: Card[]; total: number };
};
const today = new Date().toISOString().slice(0, 10);
const byCatalogueOrder = [...samplePrograms].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
const ids = (programs: { id: string }[]) => programs.map((p) => p.id);

describe('filters', () => {
  it('minPrice and maxPrice (per person)', async () => {
    const got = await list('minPrice=2500&maxPrice=4000&limit=100');
    const expected = byCatalogueOrder.filter((p) => p.price! >= 2500 && p.price! <= 4000);
    expect(expected.length).toBeGreaterThan(3);
    expect(ids(got.programs)).toEqual(ids(expected));
    expect(got.total).toBe(expected.length);
    expect((await list('minPrice=4000.5&limit=100')).total).toBe(samplePrograms.filter((p) => p.price! >= 4000.5).length);
  });

  it('minNights and maxNights', async () => {
    const got = await list('minNights=5&maxNights=6&limit=100');
    expect(ids(got.programs)).toEqual(ids(byCatalogueOrder.filter((p) => p.nights! >= 5 && p.nights! <= 6)));
  });

  it('month: an available date in that month, from today on', async () => {
    const month = samplePrograms[5]!.bookingOptions.availableDates[0]!.slice(0, 7);
    const got = await list(`month=${month}&limit=100`);
    const expected = byCatalogueOrder.filter((p) => p.bookingOptions.availableDates.some((d) => d.startsWith(month) && d >= today));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(got.programs)).toEqual(ids(expected));
    expect((await list('month=2020-01')).total).toBe(0);
  });

  it('combines with category, country, limit and offset', async () => {
    const got = await list('category=spa-relaxation&minPrice=3000&limit=2&offset=1');
    const expected = byCatalogueOrder.filter((p) => p.group === 'spa-relaxation' && p.price! >= 3000);
    expect(got.total).toBe(expected.length);
    expect(ids(got.programs)).toEqual(ids(expected.slice(1, 3)));
  });

  it.each([
    'minPrice=abc', 'minPrice=-5', 'maxPrice=1e5', 'minPrice=5000&maxPrice=100', 'minNights=1.5', 'minNights=400', 'minNights=7&maxNights=3',
    'month=2027-13', 'month=2027-1', 'month=27-01', 'sort=cheap', 'sort=', 'minPrice=1&minPrice=2',
  ])('rejects %s with 400', async (query) => {
    const res = await api.request({ method: 'GET', url: `/api/programs?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('sorts', () => {
  let unpriced: string;
  beforeAll(async () => {
    // An approved program whose price is a text without a number: it sorts last whichever way.
    const owner = await api.signUp('facility');
    const admin = await api.signUp('admin');
    const created = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Ask Us', location: 'Ubud - Bali', category: 'spa', description: 'x', duration: 'Flexible', price: 'Contact for pricing', status: 'pending' } });
    unpriced = created.json().data.id;
    expect(created.json().data).toMatchObject({ price: null, nights: null });
    await api.request({ method: 'POST', url: `/api/admin/programs/${unpriced}/approve`, headers: admin.auth, payload: { version: await api.versionOf(unpriced) } });
  });

  const sorted = (key: (p: (typeof samplePrograms)[number]) => number | string, dir: 1 | -1) =>
    [...byCatalogueOrder].sort((a, b) => (key(a) < key(b) ? -dir : key(a) > key(b) ? dir : 0));

  it.each([
    ['price-asc', (p: (typeof samplePrograms)[number]) => p.price!, 1],
    ['price-desc', (p: (typeof samplePrograms)[number]) => p.price!, -1],
    ['duration-asc', (p: (typeof samplePrograms)[number]) => p.nights!, 1],
    ['duration-desc', (p: (typeof samplePrograms)[number]) => p.nights!, -1],
    ['date-asc', (p: (typeof samplePrograms)[number]) => p.bookingOptions.availableDates.find((d) => d >= today) ?? '9999', 1],
  ] as const)('%s, without a number last', async (sort, key, dir) => {
    const got = await list(`sort=${sort}&limit=100`);
    expect(ids(got.programs)).toEqual([...ids(sorted(key, dir)), unpriced]);
  });

  it('the default order is unchanged (oldest first)', async () => {
    expect(ids((await list('limit=100')).programs)).toEqual([...ids(byCatalogueOrder), unpriced]);
  });
});

it('writes derive price and nights from the texts: "From $2,400 per person", "5 Days"', async () => {
  const owner = await api.signUp('facility');
  const res = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Texts', price: 'From $2,400', duration: '5 Days', bookingOptions: { pricePerPerson: '$9 per person' } } });
  expect(res.json().data).toMatchObject({ price: 2400, days: 5, nights: 4 });
  const perPerson = await api.request({ method: 'POST', url: '/api/my/programs', headers: owner.auth, payload: { name: 'Per person', price: 'On request', duration: '2 night minimum', bookingOptions: { pricePerPerson: '$1,850 per person' } } });
  expect(perPerson.json().data).toMatchObject({ price: 1850, nights: 2 });
});

it('the migration backfills price, nights and dates of rows written before it', async () => {
  if (onPostgres()) return; // the same SQL; PGlite is enough to run it on a database of the old schema
  const dir = await mkdtemp(path.join(os.tmpdir(), 'wellness-migrations-'));
  try {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).sort();
    const before = files.filter((f) => f < '0005');
    for (const f of before) await cp(path.join(MIGRATIONS_DIR, f), path.join(dir, f));
    const database = await openDatabase({});
    try {
      await migrate(database, dir);
      await database.rawTransaction((q) =>
        q(`INSERT INTO programs (id, slug, name, location, country, city, description, details, about, duration, days, nights, price, price_text, category, group_slug,
             special_offer, image_gallery, includes, highlights, terms, booking_options, special_offers, events, daily_schedule, arrival, status, approved)
           VALUES ('old-1', 'old-1', 'Old', 'A - B', 'B', 'A', '', '', '', '6 Days', 6, NULL, NULL, 'From $3,450', 'spa', 'spa-relaxation', '', '[]', '[]', '[]', '{}',
             '{"pricePerPerson": "", "availableDates": ["2030-02-01", "2030-01-05"]}', '[]', '[]', '[]', '{}', 'active', true)`),
      );
      await migrate(database);
      const [row] = await database.query<{ price: number; nights: number; dates: string }>(`SELECT price, nights, available_dates::text AS dates FROM programs WHERE id = 'old-1'`);
      expect(row).toEqual({ price: 3450, nights: 5, dates: '{2030-01-05,2030-02-01}' });
    } finally {
      await database.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
