// GET /api/programs answered by PostgreSQL (list.ts): every sort and filter as plain SQL orders and filters them, deep
// pages by offset and by keyset, capped totals, and the date sort exact while stored soonest dates are out of date.
import { LIST_TOTAL_CAP } from '@wellness/shared/domain';
import { seedBulkPrograms } from '../db/bulk-programs';
import { createTestApi, type TestApi } from '../test/harness';
import { listTuning } from './list';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
  await seedBulkPrograms(api.database, 1300);
}, 180_000);
afterAll(() => api.close());

type Page = { programs: { id: string }[]; total: number; totalCapped?: boolean; next?: string | null };
const get = (query: string) => api.request({ method: 'GET', url: `/api/programs?${query}` });
const list = async (query: string) => {
  const res = await get(query);
  expect([query, res.statusCode]).toEqual([query, 200]);
  return res.json().data as Page;
};
const ids = (page: Page) => page.programs.map((p) => p.id);
const today = new Date().toISOString().slice(0, 10);

const ORDER: Record<string, string> = {
  '': 'created_at, id',
  'price-asc': 'price ASC NULLS LAST, created_at, id',
  'price-desc': 'price DESC NULLS LAST, created_at, id',
  'duration-asc': 'nights ASC NULLS LAST, created_at, id',
  'duration-desc': 'nights DESC NULLS LAST, created_at, id',
  'date-asc': `(SELECT min(d) FROM unnest(available_dates) AS d WHERE d >= '${today}') ASC NULLS LAST, created_at, id`,
};
/** The public programs, filtered by `where` and ordered by the sort, as plain SQL gives them. */
const reference = async (sort: string, where = 'true') =>
  (await api.database.query<{ id: string }>(`SELECT id FROM programs WHERE status = 'active' AND approved AND (${where}) ORDER BY ${ORDER[sort]}`)).map((r) => r.id);

/** Every page of a keyset walk, following `next` from `after=`. */
async function walk(query: string, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let after = '';
  for (let pages = 0; pages < 100; pages++) {
    const page = await list(`${query}&limit=${limit}&after=${after}`);
    seen.push(...ids(page));
    if (page.next === null) return seen;
    expect(page.programs).toHaveLength(limit);
    after = page.next!;
  }
  throw new Error('the walk did not end');
}

describe('sorts, pages and totals', () => {
  it.each(Object.keys(ORDER))('sort=%s: offset pages, deep ones too, and the keyset walk give the SQL order', async (sort) => {
    const expected = await reference(sort);
    expect(expected.length).toBeGreaterThan(LIST_TOTAL_CAP);
    const q = sort ? `sort=${sort}` : 'x=1';
    expect(ids(await list(`${q}&limit=100`))).toEqual(expected.slice(0, 100));
    expect(ids(await list(`${q}&limit=30&offset=1200`))).toEqual(expected.slice(1200, 1230));
    expect(await walk(q, 97)).toEqual(expected);
  });

  it('counts up to the cap and says so; under it the total is exact and unmarked', async () => {
    const all = await list('limit=1');
    expect([all.total, all.totalCapped]).toEqual([LIST_TOTAL_CAP, true]);
    const yoga = await list('category=yoga&limit=1');
    expect(yoga).toMatchObject({ total: (await reference('', "category = 'yoga'")).length });
    expect(yoga.totalCapped).toBeUndefined();
    expect(yoga.next).toBeUndefined();
  });

  // The walk that tells common filter combinations from rare ones covers this whole catalogue at its usual length;
  // shorter, every path runs (the page from the walk, the estimate, the count, the rest after the walk).
  it.each([
    { walk: 2000, commonAbove: 3000, walkCheaperBy: 8 },
    { walk: 60, commonAbove: 3000, walkCheaperBy: 8 },
    { walk: 60, commonAbove: 100, walkCheaperBy: 8 },
    // A rare combination's rest: always through the bitmaps, or walked on whenever the walk's share says it is found so.
    { walk: 60, commonAbove: 3000, walkCheaperBy: 0 },
    { walk: 60, commonAbove: 3000, walkCheaperBy: 1_000_000 },
  ])('filters as SQL filters, with every sort and by keyset (walk $walk, not counted above $commonAbove, walked on when $walkCheaperBy times cheaper)', async (tuning) => {
    const saved = { ...listTuning };
    Object.assign(listTuning, tuning);
    try {
      await filtersAsSql(tuning.commonAbove < LIST_TOTAL_CAP);
    } finally {
      Object.assign(listTuning, saved);
    }
  });

  it('estimates a keyset page’s total from its own walk, as the first page’s: a common filter is not counted again on every page', async () => {
    const saved = { ...listTuning };
    Object.assign(listTuning, { walk: 200, commonAbove: 100 });
    try {
      const first = await list('category=spa&limit=5&after=');
      expect(first.totalCapped).toBe(true);
      const second = await list(`category=spa&limit=5&after=${first.next}`);
      expect(second).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
      // Near its end the walk meets the list's end: the rest is no sample of the whole, so the total is counted.
      const all = await reference('', "category = 'spa'");
      expect(all.length).toBeLessThan(LIST_TOTAL_CAP);
      const tail = await list(`category=spa&limit=5&offset=${all.length - 3}`);
      expect(tail.programs).toHaveLength(3);
    } finally {
      Object.assign(listTuning, saved);
    }
  });

  it('estimates the total from a walk that found a page of matches, also when the page asked lies past them', async () => {
    const saved = { ...listTuning };
    Object.assign(listTuning, { walk: 200, commonAbove: 100 });
    try {
      const all = await reference('', "category = 'spa'");
      const inWalk = (await reference('')).slice(0, 200).filter((id) => all.includes(id)).length;
      expect(inWalk).toBeGreaterThan(10);
      // The walk holds the first two of this page's five: the rest is read after it, and the total is the estimate.
      const past = await list(`category=spa&limit=5&offset=${inWalk - 2}`);
      expect(ids(past)).toEqual(all.slice(inWalk - 2, inWalk + 3));
      expect(past).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
      // Fewer matches in the walk than a page asks: too small a sample to estimate from, so counted.
      const wide = await list(`category=spa&limit=${inWalk + 1}`);
      expect([wide.total, wide.totalCapped]).toEqual([all.length, undefined]);
      expect(ids(wide)).toEqual(all.slice(0, inWalk + 1));
    } finally {
      Object.assign(listTuning, saved);
    }
  });

  it('stops its walk at the match that makes a filter common, and answers as the whole walk would', async () => {
    const saved = { ...listTuning };
    Object.assign(listTuning, { walk: 200, commonAbove: 100 });
    // The probe's first row, as the list reads it.
    const probes: { walked: number; stopped: boolean; sample: number }[] = [];
    const database = api.database;
    const queryWithSettings = database.queryWithSettings;
    database.queryWithSettings = (async (settings: string, sql: string, params?: never[]) => {
      const rows = await queryWithSettings.call(database, settings, sql, params);
      if (sql.includes('AS stopped')) probes.push(rows[0] as never);
      return rows;
    }) as typeof queryWithSettings;
    try {
      const [{ population }] = (await database.query<{ population: number }>("SELECT reltuples::float8 AS population FROM pg_class WHERE relname = 'programs_public_order_idx'")) as [{ population: number }];
      // The fewest matches that 200 programs must hold for spa to be taken as common (over 100 in the catalogue).
      const stop = Math.max(5, Math.floor((100 * 200) / population) + 1);
      const spa = await reference('', "category = 'spa'");
      const firstWalk = (await reference('')).slice(0, 200);
      const inWalk = firstWalk.filter((id) => spa.includes(id));
      expect(inWalk.length).toBeGreaterThan(stop);
      const page = await list('category=spa&limit=5');
      expect(probes.at(-1)).toMatchObject({ stopped: true, sample: stop, walked: firstWalk.indexOf(inWalk[stop - 1]!) + 1 });
      expect(ids(page)).toEqual(spa.slice(0, 5));
      expect(page).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
      // A walk that does not reach its stop reads all 200, as before: a rare filter's.
      await list('category=metabolic-health&country=japan&limit=5');
      expect(probes.at(-1)).toMatchObject({ stopped: false, walked: 200 });
    } finally {
      database.queryWithSettings = queryWithSettings;
      Object.assign(listTuning, saved);
    }
  });

  async function filtersAsSql(estimated: boolean) {
    const cases: [string, string][] = [
      ['category=metabolic-health&country=japan', "group_slug = 'metabolic-health' AND lower(country) = 'japan'"],
      ['minPrice=1000.5&maxPrice=4999.99', 'price >= 1001 AND price <= 4999'],
      ['minNights=7&maxNights=10&category=Spa', "nights BETWEEN 7 AND 10 AND category = 'spa'"],
      ['country=Bali&city=ubud', "lower(country) = 'bali' AND lower(city) = 'ubud'"],
    ];
    const month = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 7);
    cases.push([`month=${month}`, `EXISTS (SELECT 1 FROM unnest(available_dates) d WHERE to_char(d, 'YYYY-MM') = '${month}' AND d >= '${today}')`]);
    for (const [query, where] of cases) {
      for (const sort of ['', 'price-desc', 'date-asc']) {
        const expected = await reference(sort, where);
        expect([query, sort, expected.length > 3]).toEqual([query, sort, true]);
        const q = `${query}${sort ? `&sort=${sort}` : ''}`;
        const got = await list(`${q}&limit=100`);
        expect([q, ids(got)]).toEqual([q, expected.slice(0, 100)]);
        // Exact, or capped when estimated far above the cap (only with a low threshold on this small catalogue).
        if (!estimated || !got.totalCapped) expect([q, got.total]).toEqual([q, Math.min(expected.length, LIST_TOTAL_CAP)]);
        expect([q, ids(await list(`${q}&limit=20&offset=${Math.min(40, expected.length - 1)}`))]).toEqual([q, expected.slice(Math.min(40, expected.length - 1), Math.min(40, expected.length - 1) + 20)]);
        expect([q, await walk(q, 7)]).toEqual([q, expected]);
      }
    }
  }

  it('refuses a cursor it did not make, one of another sort, and offset with after', async () => {
    const first = await list('sort=price-asc&limit=5&after=');
    for (const query of ['after=bm9wZQ', 'after=!!', `after=${first.next}`, `sort=price-asc&after=${first.next}&offset=5`, `sort=price-asc&after=${'A'.repeat(301)}`]) {
      const res = await get(query);
      expect([query, res.statusCode, res.json().error.code]).toEqual([query, 400, 'VALIDATION_ERROR']);
    }
    const forged = Buffer.from(JSON.stringify(['price-asc', 1, "1'; DROP TABLE programs; --", 'x'])).toString('base64url');
    expect((await get(`sort=price-asc&after=${forged}`)).statusCode).toBe(400);
  });
});

describe('date-asc while stored soonest dates are out of date', () => {
  it('is exact before the refresh and after it', async () => {
    // As if days went by since these programs were written: their stored soonest date is in the past.
    await api.database.rawTransaction(async (q) => {
      await q('ALTER TABLE programs DISABLE TRIGGER programs_available_dates');
      await q(`UPDATE programs SET next_date = date '2020-01-01' WHERE id IN (SELECT id FROM programs WHERE status = 'active' AND approved AND next_date IS NOT NULL ORDER BY id LIMIT 40)`);
      await q('ALTER TABLE programs ENABLE TRIGGER programs_available_dates');
    });
    const expected = await reference('date-asc');
    expect(ids(await list('sort=date-asc&limit=100'))).toEqual(expected.slice(0, 100));
    // The month under way reads its programs by their stored soonest date: one stored before today still counts.
    const month = today.slice(0, 7);
    const inMonthSql = `EXISTS (SELECT 1 FROM unnest(available_dates) d WHERE to_char(d, 'YYYY-MM') = '${month}' AND d >= '${today}')`;
    await api.database.rawTransaction(async (q) => {
      await q('ALTER TABLE programs DISABLE TRIGGER programs_available_dates');
      await q(`UPDATE programs SET next_date = date '2020-01-01' WHERE id IN (SELECT id FROM programs WHERE ${inMonthSql} ORDER BY id LIMIT 3)`);
      await q('ALTER TABLE programs ENABLE TRIGGER programs_available_dates');
    });
    const inMonth = await reference('', inMonthSql);
    expect(inMonth.length).toBeGreaterThan(0);
    expect(await walk(`month=${month}`, 7)).toEqual(inMonth);
    expect(ids(await list(`month=${month}&limit=100`))).toEqual(inMonth.slice(0, 100));
    expect(await walk('sort=date-asc', 100)).toEqual(expected);
    const versions = async () => api.database.query<{ id: string; version: number }>(`SELECT id, version FROM programs ORDER BY id`);
    const before = await versions();
    // The refresh is the periodic job of the queue (next-dates.ts), due when the queue first runs.
    await api.jobs.runDue();
    const runs = await api.database.query<{ state: string }>(`SELECT state FROM jobs WHERE name = 'programs.next-dates'`);
    expect(runs.map((r) => r.state)).toEqual(['completed']);
    const [left] = await api.database.query<{ stale: number }>(`SELECT count(*)::int AS stale FROM programs WHERE status = 'active' AND approved AND next_date < '${today}'`);
    expect(left?.stale).toBe(0);
    // It changed no reviewed field, so no version moved: an admin's open review stays valid.
    expect(await versions()).toEqual(before);
    expect(ids(await list('sort=date-asc&limit=100&offset=50'))).toEqual(expected.slice(50, 150));
    // The search page's count of the month under way (kept as dates are written and refreshed, migrations/0159) is
    // the month's programs again.
    const facets = (await api.request({ method: 'GET', url: '/api/search?facets=1&limit=1' })).json().data.facets as { months: { value: string; count: number }[] };
    expect(facets.months[0]).toMatchObject({ value: month, count: inMonth.length });
  });
});
