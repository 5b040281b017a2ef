// The in-memory catalogue (catalog-index.ts) stays in sync with the database: after create, edit, approve,
// deactivate, activate and delete through the API, after writes made straight in the database (as another API process
// would make them), and after a full reload; its answers equal the SQL it replaced.
import { SEARCH_TOTAL_CAP } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { CatalogIndex } from './catalog-index';

let api: TestApi;
let facility: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
beforeAll(async () => {
  // No answer cache: every read below goes to the index.
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
  facility = await api.signUp('facility');
  admin = await api.signUp('admin');
});
afterAll(() => api.close());

const form = {
  name: 'Quokkaberry Sound Retreat',
  location: 'Zermatt - Switzerland',
  category: 'yoga',
  description: 'Sound baths beneath the Matterhorn.',
  detailedDescription: 'Five days of sound baths and mountain silence.',
  duration: '5 Days / 4 Nights',
  price: '$2,400',
  images: ['/media/gallery/gallery-01-960.webp'],
  includes: [{ title: 'Daily sound bath', description: 'Morning and evening sessions.' }],
  bookingOptions: { pricePerPerson: '$2,400 per person', availableDates: ['2099-03-01'] },
};

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, auth?: { authorization: string }, payload?: unknown) =>
  api.request({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

type Page = { programs: { id: string; name: string }[]; total: number; totalCapped?: boolean };
const search = async (q: string, extra = '') => {
  const res = await req('GET', `/api/search?q=${encodeURIComponent(q)}${extra}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
};
const list = async (query: string) => {
  const res = await req('GET', `/api/programs?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Page;
};
const ids = (page: Page) => page.programs.map((p) => p.id);
const inZermatt = async () => ids(await list('country=switzerland&city=ZERMATT&limit=100'));

describe('in-memory catalogue, kept in sync', () => {
  let id: string;
  let publicTotal: number;

  it('a new (pending) program is not public', async () => {
    publicTotal = (await list('limit=1')).total;
    const res = await req('POST', '/api/my/programs', facility.auth, { ...form, status: 'pending' });
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect((await search('quokkaberry')).total).toBe(0);
    expect(await inZermatt()).not.toContain(id);
    expect((await list('limit=1')).total).toBe(publicTotal);
  });

  it('approve: found by search (any case, any of its fields) and listed with its filters', async () => {
    expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
    for (const q of ['QUOKKABERRY', 'kkaberry sound', 'zermatt', 'mountain silence']) expect(ids(await search(q))).toContain(id);
    expect(await inZermatt()).toContain(id);
    expect(ids(await list('category=yoga&limit=100'))).toContain(id);
    expect(ids(await list('minPrice=2400&maxPrice=2400&minNights=4&maxNights=4&month=2099-03&limit=100'))).toEqual([id]);
    expect((await list('limit=1')).total).toBe(publicTotal + 1);
  });

  it('edit: the new text is found at once and the old is not (the edit sends it back to review; approved again)', async () => {
    const res = await req('PUT', `/api/my/programs/${id}`, facility.auth, { ...form, name: 'Wombatfern Sound Retreat', status: 'active' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('pending');
    expect((await search('wombatfern')).total).toBe(0);
    expect((await search('quokkaberry')).total).toBe(0);
    expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
    expect(ids(await search('wombatfern'))).toEqual([id]);
    expect((await search('quokkaberry')).total).toBe(0);
  });

  it('deactivate and activate', async () => {
    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'inactive' })).statusCode).toBe(200);
    expect((await search('wombatfern')).total).toBe(0);
    expect(await inZermatt()).not.toContain(id);
    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'active' })).statusCode).toBe(200);
    expect(ids(await search('wombatfern'))).toEqual([id]);
    expect(await inZermatt()).toContain(id);
  });

  it('a write made straight in the database (as another API process makes it) is seen by the next request', async () => {
    await api.database.rawTransaction((q) => q(`UPDATE programs SET name = 'Platypusmoss Sound Retreat' WHERE id = $1`, [id]));
    expect(ids(await search('platypusmoss'))).toEqual([id]);
    expect((await search('wombatfern')).total).toBe(0);
    // A second process's index, loaded now, agrees with this one.
    const other = new CatalogIndex(api.database);
    await other.warm();
    expect(JSON.parse(other.search('platypusmoss', 20, 0).programs)).toEqual((await search('platypusmoss')).programs);
    expect(other.size).toBe((await list('limit=1')).total);
  });

  it('a statement that touches no program leaves the version as it was (a failed request writes no row)', async () => {
    const version = async () => (await api.database.query<{ v: string }>('SELECT version::text AS v FROM catalog_version'))[0]!.v;
    const before = await version();
    await api.database.rawTransaction((q) => q(`UPDATE programs SET name = 'x' WHERE id = 'no-such-program'`, []));
    await api.database.rawTransaction((q) => q(`DELETE FROM programs WHERE id = 'no-such-program'`, []));
    expect(await version()).toBe(before);
  });

  it('delete', async () => {
    expect((await req('DELETE', `/api/my/programs/${id}`, facility.auth)).statusCode).toBe(200);
    expect((await search('platypusmoss')).total).toBe(0);
    expect(await inZermatt()).not.toContain(id);
    expect((await list('limit=1')).total).toBe(publicTotal);
  });

  it('answers as the SQL it replaced: search order, pages and totals', async () => {
    for (const q of ['a', 'spa', 'ba', 'retreat', 'zzzz-none', 'costa rica']) {
      const rows = await api.database.query<{ id: string }>(
        `SELECT id FROM programs WHERE status = 'active' AND approved AND search_text LIKE $1 ORDER BY created_at, id`, [`%${q}%`]);
      const got = await search(q, '&limit=7&offset=2');
      expect(ids(got)).toEqual(rows.slice(2, 9).map((r) => r.id));
      expect(got.total).toBe(Math.min(rows.length, SEARCH_TOTAL_CAP));
      expect(got.totalCapped).toBe(rows.length > SEARCH_TOTAL_CAP);
    }
  });

  it('many changes after the trigram index was built (it is rebuilt past 2,000): answers still equal the SQL', async () => {
    const sql = async (q: string) =>
      (await api.database.query<{ id: string }>(`SELECT id FROM programs WHERE status = 'active' AND approved AND search_text LIKE $1 ORDER BY created_at, id`, [`%${q}%`])).map((r) => r.id);
    const publicCount = (await list('limit=1')).total;
    const rounds = Math.ceil(2100 / publicCount);
    for (let round = 0; round < rounds; round++) {
      // Every public program changes (its details gain a marker on odd rounds and lose it on even ones).
      const marker = round % 2 === 0 ? ' Gnuwhistle.' : '';
      await api.database.rawTransaction((q) => q(`UPDATE programs SET details = regexp_replace(details, ' Gnuwhistle\\.$', '') || $1 WHERE status = 'active' AND approved`, [marker]));
      const got = await search('gnuwhistle', '&limit=100');
      expect(got.total).toBe(marker ? publicCount : 0);
    }
    for (const q of ['spa', 'retreat', 'gnuwhistle', 'lake como']) expect(ids(await search(q, '&limit=100'))).toEqual((await sql(q)).slice(0, 100));
  });

  it('lists: every sort and filter as the SQL it replaced', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const sorts: Record<string, string> = {
      'price-asc': 'price ASC NULLS LAST, created_at, id',
      'price-desc': 'price DESC NULLS LAST, created_at, id',
      'duration-asc': 'nights ASC NULLS LAST, created_at, id',
      'duration-desc': 'nights DESC NULLS LAST, created_at, id',
      'date-asc': `(SELECT min(d) FROM unnest(available_dates) AS d WHERE d >= '${today}') ASC NULLS LAST, created_at, id`,
    };
    for (const [sort, orderBy] of Object.entries(sorts)) {
      const rows = await api.database.query<{ id: string }>(`SELECT id FROM programs WHERE status = 'active' AND approved ORDER BY ${orderBy}`);
      const got = await list(`sort=${sort}&limit=100`);
      expect(ids(got)).toEqual(rows.slice(0, 100).map((r) => r.id));
      expect(got.total).toBe(rows.length);
    }
    const rows = await api.database.query<{ id: string }>(
      `SELECT id FROM programs WHERE status = 'active' AND approved AND price >= 1000 AND nights <= 6 ORDER BY created_at, id`);
    const got = await list('minPrice=1000&maxNights=6&limit=3&offset=1');
    expect(ids(got)).toEqual(rows.slice(1, 4).map((r) => r.id));
    expect(got.total).toBe(rows.length);
  });
});
