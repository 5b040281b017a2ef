// The search page's API (GET /api/search): every filter, sort and facet count, and the relevance rules a guest
// recognises, on a small catalogue made here (jest on PGlite; api/scripts/test-postgres.sh runs it on PostgreSQL).
import { CATEGORY_OPTIONS, NIGHT_BANDS, PRICE_BANDS, type SearchFacets, type SearchFacetValue } from '@wellness/shared/domain';
import { createTestApi, type TestApi } from '../../test/harness';
import { facetTuning, nextMonths } from './facets';

let api: TestApi;
let facility: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
const today = new Date().toISOString().slice(0, 10);
const months = nextMonths(today);
const inMonth = (i: number, day = '15') => `${months[i]}-${day}`;

const form = {
  name: 'Plain Stay',
  location: 'Lisbon - Portugal',
  category: 'wellness',
  description: 'Quiet days.',
  detailedDescription: 'Quiet days by the sea.',
  duration: '5 Days / 4 Nights',
  price: '$2,400',
  images: ['/media/gallery/gallery-01-960.webp'],
  includes: [{ title: 'Breakfast', description: 'Every morning.' }],
  bookingOptions: { pricePerPerson: '$2,400 per person', availableDates: [inMonth(2)] },
};

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, auth?: { authorization: string }, payload?: unknown) =>
  api.request({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

type Page = { programs: { id: string; name: string }[]; total: number; totalCapped: boolean; places: unknown[]; limit: number; offset: number; facets?: SearchFacets };
const search = async (query: string) => {
  const res = await req('GET', `/api/search?${query}`);
  expect([query, res.statusCode]).toEqual([query, 200]);
  return res.json().data as Page;
};
const ids = (page: Page) => page.programs.map((p) => p.id);

async function publish(fields: Record<string, unknown>): Promise<string> {
  const res = await req('POST', '/api/my/programs', facility.auth, { ...form, ...fields, status: 'pending' });
  expect(res.statusCode).toBe(201);
  const id = res.json().data.id as string;
  expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
  return id;
}

// Made oldest first; named so that each test's word finds only its own programs.
const p: Record<string, string> = {};
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
  facility = await api.signUp('facility');
  admin = await api.signUp('admin');
  // Relevance: made in the reverse of the expected order.
  p.costInner = await publish({ name: 'Plain Stay One', detailedDescription: 'Walks past the Pentacostal chapel.' });
  p.costaText = await publish({ name: 'Plain Stay Two', detailedDescription: 'Mornings on the Costa Verde.' });
  p.costaName = await publish({ name: 'Costa Light Week', detailedDescription: 'Sea swims.' });
  p.costText = await publish({ name: 'Plain Stay Three', detailedDescription: 'Everything at cost price.' });
  p.costName = await publish({ name: 'Cost Free Retreat', detailedDescription: 'Simple days.' });
  // Filters and facets: the word "vexbarrow" in each name.
  p.a = await publish({ name: 'Vexbarrow Alpine', location: 'Zürich - Switzerland', category: 'detox', price: '$900', duration: '3 Days / 2 Nights', bookingOptions: { availableDates: [inMonth(1), inMonth(3)] } });
  p.b = await publish({ name: 'Vexbarrow Lakes', location: 'Geneva - Switzerland', category: 'yoga', price: '$1,000', duration: '6 Days / 5 Nights', bookingOptions: { availableDates: [inMonth(1)] } });
  p.c = await publish({ name: 'Vexbarrow Temple', location: 'Kyoto - Japan', category: 'detox', price: '$4,500', duration: '10 Days / 9 Nights', bookingOptions: { availableDates: [inMonth(3)] } });
  p.d = await publish({ name: 'Vexbarrow Forest', location: 'Kyoto - Japan', category: 'fitness', price: '$7,000', duration: '21 Days / 20 Nights', bookingOptions: { availableDates: ['2020-01-01'] } });
  // Booking mode, reviews and sessions straight in the database (their own flows are tested elsewhere).
  await api.database.rawTransaction(async (q) => {
    await q(`UPDATE programs SET booking_mode = 'instant' WHERE id = ANY($1)`, [[p.a, p.c]]);
    await q(`UPDATE programs SET review_count = 2, review_sum = 9 WHERE id = $1`, [p.a]); // 4.5
    await q(`UPDATE programs SET review_count = 2, review_sum = 6 WHERE id = $1`, [p.b]); // 3
    await q(`UPDATE programs SET review_count = 1, review_sum = 5 WHERE id = $1`, [p.c]); // 5
    // a: a session with 2 places left; b: a full one; c and d: no sessions (c has a future date, d only a past one).
    await q(`INSERT INTO program_sessions (id, program_id, start_date, nights, capacity, taken) VALUES ('s-a', $1, $2, 2, 6, 4), ('s-b', $3, $4, 5, 4, 4)`, [p.a, inMonth(1), p.b, inMonth(1)]);
  });
}, 120_000);
afterAll(() => api.close());

describe('relevance', () => {
  it('whole word, then word start, then inside a word; the name before the rest in each', async () => {
    // The sample catalogue has "Costa Rica" programs too: only the order of the ones made here is checked.
    const mine = [p.costName, p.costText, p.costaName, p.costaText, p.costInner];
    const got = ids(await search('q=cost&limit=50')).filter((id) => mine.includes(id));
    expect(got).toEqual(mine);
  });

  it('accents ignored: zurich finds Zürich', async () => {
    expect(ids(await search('q=zurich'))).toContain(p.a);
    expect(ids(await search('q=Z%C3%BCRICH'))).toContain(p.a);
  });

  it('a word one letter off finds the program', async () => {
    expect(ids(await search('q=vexbarow'))).toEqual(expect.arrayContaining([p.a, p.b, p.c, p.d]));
    expect(ids(await search('q=vexbarrov&sort=price-desc'))).toEqual([p.d, p.c, p.b, p.a]);
  });
});

describe('filters', () => {
  const only = async (query: string) => ids(await search(`q=vexbarrow&limit=50&${query}`)).sort();
  const sorted = (...list: string[]) => list.map((k) => p[k]!).sort();

  it('category (form category or group), country, city', async () => {
    expect(await only('category=detox')).toEqual(sorted('a', 'c'));
    expect(await only('category=Detox')).toEqual(sorted('a', 'c'));
    expect(await only('category=healing-renewal')).toEqual(sorted('a', 'b', 'c'));
    expect(await only('country=japan')).toEqual(sorted('c', 'd'));
    expect(await only('country=Switzerland&city=Z%C3%BCrich')).toEqual(sorted('a'));
  });

  it('price, nights, month', async () => {
    expect(await only('minPrice=1000&maxPrice=5000')).toEqual(sorted('b', 'c'));
    expect(await only('maxPrice=1000')).toEqual(sorted('a', 'b'));
    expect(await only('minNights=4&maxNights=9')).toEqual(sorted('b', 'c'));
    expect(await only('minNights=15')).toEqual(sorted('d'));
    expect(await only(`month=${months[1]}`)).toEqual(sorted('a', 'b'));
    expect(await only(`month=${months[3]}`)).toEqual(sorted('a', 'c'));
  });

  it('guests: a session with the places left, or without sessions a date from today on', async () => {
    expect(await only('guests=1')).toEqual(sorted('a', 'c'));
    expect(await only('guests=2')).toEqual(sorted('a', 'c'));
    expect(await only('guests=3')).toEqual(sorted('c'));
  });

  it('instant booking and minimum rating', async () => {
    expect(await only('instant=1')).toEqual(sorted('a', 'c'));
    expect(await only('minRating=4')).toEqual(sorted('a', 'c'));
    expect(await only('minRating=3')).toEqual(sorted('a', 'b', 'c'));
    expect(await only('minRating=5')).toEqual(sorted('c'));
  });

  it('filters without words, combined', async () => {
    const got = ids(await search('category=detox&instant=1&minRating=5&limit=50'));
    expect(got).toEqual([p.c]);
  });

  it('bad values: 400 with the field', async () => {
    for (const query of ['guests=0', 'guests=21', 'instant=yes', 'sort=cheap', 'facets=2', 'month=2027-13', 'minPrice=5&maxPrice=1']) {
      const res = await req('GET', `/api/search?${query}`);
      expect([query, res.statusCode]).toEqual([query, 400]);
    }
  });
});

describe('sorts', () => {
  const order = async (sort: string, q = 'vexbarrow') => ids(await search(`q=${q}&sort=${sort}&limit=10`));
  it('price, duration, rating, newest; with and without words', async () => {
    expect(await order('price-asc')).toEqual([p.a, p.b, p.c, p.d]);
    expect(await order('price-desc')).toEqual([p.d, p.c, p.b, p.a]);
    expect(await order('duration-asc')).toEqual([p.a, p.b, p.c, p.d]);
    expect(await order('duration-desc')).toEqual([p.d, p.c, p.b, p.a]);
    // c: 5, a: 4.5, b: 3, d: none (last).
    expect(await order('rating-desc')).toEqual([p.c, p.a, p.b, p.d]);
    expect(await order('newest')).toEqual([p.d, p.c, p.b, p.a]);
    expect(ids(await search('sort=newest&limit=1'))).toEqual([p.d]);
    expect(ids(await search('q=vexbarrow&country=Japan&sort=price-asc&limit=10'))).toEqual([p.c, p.d]);
    // Without words: the sort over the catalogue; relevance is the catalogue's order, oldest first (as the list's).
    const cheapest = (await search('sort=price-asc&limit=5')).programs.map((x) => (x as unknown as { price: number | null }).price);
    expect(cheapest).toEqual([...cheapest].sort((x, y) => (x ?? Infinity) - (y ?? Infinity)));
    const listed = (await req('GET', '/api/programs?limit=5')).json().data.programs.map((x: { id: string }) => x.id);
    expect(ids(await search('limit=5'))).toEqual(listed);
  });

  it('soonest available date first (programs without a date to come last), with and without words', async () => {
    // a and b: the same soonest day (a made first); c later; d only a past date.
    expect(await order('date-asc')).toEqual([p.a, p.b, p.c, p.d]);
    expect(ids(await search('country=Japan&sort=date-asc&limit=10')).filter((id) => [p.c, p.d].includes(id))).toEqual([p.c, p.d]);
  });

  it('without words, a search answers a programs list: the same programs in the same order, and the same total', async () => {
    const lists = [
      'category=detox', 'category=healing-renewal&sort=price-desc', 'country=Switzerland', 'country=japan&city=kyoto&sort=duration-asc',
      'category=detox&maxPrice=5000&sort=date-asc', `country=Japan&month=${months[3]}`, 'category=detox&minRating=4&sort=rating-desc',
      'country=Portugal&limit=2&offset=1', 'minNights=4&maxNights=9&sort=price-asc&limit=50',
    ];
    for (const given of lists) {
      const query = given.includes('limit=') ? given : `${given}&limit=20`;
      const list = (await req('GET', `/api/programs?${query}`)).json().data as { programs: { id: string }[]; total: number };
      const found = await search(query);
      expect([query, ids(found), found.total]).toEqual([query, list.programs.map((x) => x.id), list.total]);
    }
  });
});

describe('facets', () => {
  const count = (list: { value: string; count: number }[], value: string) => list.find((v) => v.value === value)?.count ?? 0;
  const totalOf = async (query: string) => (await search(`${query}&limit=1`)).total;

  it('answers the old shape, and facets only when asked', async () => {
    const got = await search('q=vexbarrow');
    expect(Object.keys(got).sort()).toEqual(['limit', 'offset', 'places', 'programs', 'total', 'totalCapped']);
    expect((await search('q=vexbarrow&facets=1')).facets).toBeDefined();
  });

  it('each value counts what choosing it leaves, with the other filters applied', async () => {
    const base = 'q=vexbarrow&country=Japan&instant=1';
    const f = (await search(`${base}&facets=1`)).facets!;
    // Categories: country and instant applied (only c), not the category.
    expect([count(f.categories, 'detox'), count(f.categories, 'fitness'), count(f.groups, 'healing-renewal')]).toEqual([1, 0, 1]);
    // Countries: instant applied, not the country (a in Switzerland, c in Japan).
    expect([count(f.countries, 'Switzerland'), count(f.countries, 'Japan')]).toEqual([1, 1]);
    // Instant: the country applied, not instant itself.
    expect(f.instant).toBe(1);
    const noInstant = (await search('q=vexbarrow&country=Japan&facets=1')).facets!;
    expect(noInstant.instant).toBe(1);
    expect(count(noInstant.categories, 'fitness')).toBe(1);
  });

  it('every count equals the total of its own search', async () => {
    const base = 'q=vexbarrow&minRating=3';
    const f = (await search(`${base}&facets=1`)).facets!;
    for (const v of [...f.categories, ...f.groups]) expect([v.value, v.count]).toEqual([v.value, await totalOf(`${base}&category=${v.value}`)]);
    for (const v of f.countries) expect([v.value, v.count]).toEqual([v.value, await totalOf(`${base}&country=${encodeURIComponent(v.value)}`)]);
    for (const v of f.cities) expect([v.value, v.count]).toEqual([v.value, await totalOf(`${base}&city=${encodeURIComponent(v.value)}`)]);
    PRICE_BANDS.forEach((b, i) => expect(f.prices[i]!.value).toBe(`${b.min}-${b.max ?? ''}`));
    for (const v of f.prices) {
      const [min, max] = v.value.split('-');
      expect([v.value, v.count]).toEqual([v.value, await totalOf(`${base}&minPrice=${min}${max ? `&maxPrice=${max}` : ''}`)]);
    }
    NIGHT_BANDS.forEach((b, i) => expect(f.nights[i]!.value).toBe(`${b.min}-${b.max ?? ''}`));
    for (const v of f.nights) {
      const [min, max] = v.value.split('-');
      expect([v.value, v.count]).toEqual([v.value, await totalOf(`${base}&minNights=${min}${max ? `&maxNights=${max}` : ''}`)]);
    }
    expect(f.months.map((m) => m.value)).toEqual(months);
    for (const v of f.months) expect([v.value, v.count]).toEqual([v.value, await totalOf(`${base}&month=${v.value}`)]);
    expect(f.instant).toBe(await totalOf(`${base}&instant=1`));
    // Ratings leave out the rating filter itself: counted over every match.
    for (const v of f.ratings) expect([v.value, v.count]).toEqual([v.value, await totalOf(`q=vexbarrow&minRating=${v.value}`)]);
    expect(f.months[1]!.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
  });

  it('past the programs counted for one search, each count is a lower bound and says so; every country is still offered', async () => {
    // Places for one guest: counted over the programs themselves (not the stored counts), on every public program.
    const exact = (await search('guests=1&facets=1')).facets!;
    expect(exact.capped).toBe(false);
    const counted = facetTuning.rows;
    facetTuning.rows = 2;
    try {
      const capped = (await search('facets=1&guests=1')).facets!;
      expect(capped.capped).toBe(true);
      const atMost = (part: SearchFacetValue[], whole: SearchFacetValue[]) => {
        for (const v of part) expect([v.value, v.count <= count(whole, v.value)]).toEqual([v.value, true]);
      };
      atMost(capped.categories, exact.categories);
      atMost(capped.groups, exact.groups);
      atMost(capped.prices, exact.prices);
      atMost(capped.nights, exact.nights);
      atMost(capped.months, exact.months);
      atMost(capped.ratings, exact.ratings);
      expect(capped.instant).toBeLessThanOrEqual(exact.instant);
      // The first `rows` programs (and one more, which tells that there are more) are all that was counted.
      expect(capped.prices.reduce((n, v) => n + v.count, 0)).toBeLessThanOrEqual(2 * (facetTuning.rows + 1));
      expect(capped.categories.reduce((n, v) => n + v.count, 0)).toBeLessThanOrEqual(facetTuning.rows + 1);
      expect(capped.categories).toHaveLength(CATEGORY_OPTIONS.length);
      // No country is missing because its programs came after the counted ones.
      const offered = capped.countries.map((c) => c.value);
      for (const c of exact.countries) expect(offered).toContain(c.value);
    } finally {
      facetTuning.rows = counted;
    }
  });

  it('the unfiltered catalogue: the stored counts equal the searches, and follow writes', async () => {
    const check = async () => {
      const f = (await search('facets=1')).facets!;
      for (const v of [...f.categories, ...f.groups]) expect([v.value, v.count]).toEqual([v.value, await totalOf(`category=${v.value}`)]);
      for (const v of f.countries) expect([v.value, v.count]).toEqual([v.value, await totalOf(`country=${encodeURIComponent(v.value)}`)]);
      for (const v of f.months) expect([v.value, v.count]).toEqual([v.value, await totalOf(`month=${v.value}`)]);
      for (const v of f.ratings) expect([v.value, v.count]).toEqual([v.value, await totalOf(`minRating=${v.value}`)]);
      for (const v of f.prices) {
        const [min, max] = v.value.split('-');
        expect([v.value, v.count]).toEqual([v.value, await totalOf(`minPrice=${min}${max ? `&maxPrice=${max}` : ''}`)]);
      }
      expect(f.instant).toBe(await totalOf('instant=1'));
      return f;
    };
    const before = await check();
    // A new program in a new country, then withdrawn.
    const id = await publish({ name: 'Quillmarsh Retreat', location: 'Reykjavik - Iceland', category: 'detox', bookingOptions: { availableDates: [today] } });
    const after = await check();
    expect(count(after.countries, 'Iceland')).toBe(1);
    expect(count(after.categories, 'detox')).toBe(count(before.categories, 'detox') + 1);
    expect((await req('PATCH', `/api/my/programs/${id}/status`, facility.auth, { status: 'inactive' })).statusCode).toBe(200);
    expect(count((await check()).countries, 'Iceland')).toBe(0);
  });
});
