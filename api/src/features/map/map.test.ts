// The map (migrations/0110, src/geo, pins.ts, place.ts): coordinates from the form or the city, the search's bounds
// (across the antimeridian too), clustered pins, and a program's place rounded for the public with its nearest airport.
import { programs as samplePrograms } from '@wellness/shared/data';
import { PLACE_COORDINATES } from '@wellness/shared/data/places';
import { seedBulkPrograms } from '../../db/bulk-programs';
import { distanceKm, nearestAirport } from '../../geo/nearest-airport';
import { createTestApi, type TestApi } from '../../test/harness';
import { boundsTuning, cellKeys, planView } from '../../geo/bounds-sql';
import { pinTuning } from './pins';

let api: TestApi;
let facility: Awaited<ReturnType<TestApi['signUp']>>;
let admin: Awaited<ReturnType<TestApi['signUp']>>;
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
  facility = await api.signUp('facility');
  admin = await api.signUp('admin');
});
afterAll(() => api.close());

const form = {
  name: 'Glimmerfjord Map Retreat',
  location: 'Zermatt - Switzerland',
  category: 'yoga',
  description: 'Sound baths beneath the Matterhorn.',
  duration: '5 Days / 4 Nights',
  price: '2400',
  images: ['/media/gallery/gallery-01-960.webp'],
  bookingOptions: { availableDates: ['2099-03-01'] },
};
const req = (method: 'GET' | 'POST' | 'PUT', url: string, auth?: { authorization: string }, payload?: unknown) =>
  api.request({ method, url, headers: auth ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

async function publish(fields: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const res = await req('POST', '/api/my/programs', facility.auth, { ...form, ...fields, status: 'pending' });
  expect(res.statusCode).toBe(201);
  const { id, slug } = res.json().data as { id: string; slug: string };
  expect((await req('POST', `/api/admin/programs/${id}/approve`, admin.auth, { version: await api.versionOf(id) })).statusCode).toBe(200);
  return { id, slug };
}
const stored = async (id: string) =>
  (await api.database.query<{ latitude: number | null; longitude: number | null }>('SELECT latitude, longitude FROM programs WHERE id = $1', [id]))[0]!;
const searchIds = async (query: string) => {
  const res = await req('GET', `/api/search?${query}&limit=100`);
  expect(res.statusCode).toBe(200);
  return (res.json().data.programs as { id: string }[]).map((p) => p.id);
};
type Pin = { latitude: number; longitude: number; count: number; price: number | null; slug: string | null };
const pins = async (query: string) => {
  const res = await req('GET', `/api/search/pins?${query}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as { pins: Pin[]; placed: number; capped: boolean };
};

describe('coordinates', () => {
  it('every sample program has its city’s', async () => {
    const rows = await api.database.query<{ id: string; latitude: number | null; longitude: number | null; country: string; city: string }>(
      `SELECT id, latitude, longitude, country, city FROM programs WHERE id = ANY($1::text[])`, [`{${samplePrograms.map((p) => p.id).join(',')}}`]);
    expect(rows).toHaveLength(samplePrograms.length);
    for (const row of rows) expect([row.latitude, row.longitude]).toEqual(PLACE_COORDINATES[row.country]![row.city]);
  });

  it('the form gives the city’s by default, keeps the host’s point, and refuses half a point', async () => {
    const byCity = await publish({ name: 'City Point Retreat' });
    expect(await stored(byCity.id)).toEqual({ latitude: PLACE_COORDINATES.Switzerland!.Zermatt![0], longitude: PLACE_COORDINATES.Switzerland!.Zermatt![1] });
    const own = await publish({ name: 'Own Point Retreat', latitude: 46.012345, longitude: 7.748765 });
    expect(await stored(own.id)).toEqual({ latitude: 46.012345, longitude: 7.748765 });
    // The owner sees the exact point in their own view.
    const mine = (await req('GET', `/api/my/programs/${own.id}`, facility.auth)).json().data;
    expect([mine.latitude, mine.longitude]).toEqual([46.012345, 7.748765]);
    const half = await req('POST', '/api/my/programs', facility.auth, { ...form, latitude: 46 });
    expect(half.statusCode).toBe(400);
    expect(half.body).toMatch(/both latitude and longitude/);
    expect((await req('POST', '/api/my/programs', facility.auth, { ...form, latitude: 95, longitude: 7 })).statusCode).toBe(400);
  });

  it('the bench’s generated programs have theirs, near their city', async () => {
    await seedBulkPrograms(api.database, 60);
    const rows = await api.database.query<{ latitude: number | null; longitude: number | null; country: string; city: string }>(
      "SELECT latitude, longitude, country, city FROM programs WHERE id LIKE 'bulk-%'");
    expect(rows).toHaveLength(60);
    for (const row of rows) {
      const [lat, lng] = PLACE_COORDINATES[row.country]![row.city]!;
      expect(distanceKm(row.latitude!, row.longitude!, lat, lng)).toBeLessThan(20);
    }
  });
});

describe('search by bounds', () => {
  let zermatt: string, bali: string, fiji: string, samoa: string;
  beforeAll(async () => {
    zermatt = (await publish({ name: 'Bounds Zermatt Retreat', latitude: 46.02, longitude: 7.75 })).id;
    bali = (await publish({ name: 'Bounds Ubud Retreat', location: 'Ubud - Bali', latitude: -8.51, longitude: 115.26 })).id;
    fiji = (await publish({ name: 'Bounds Fiji Retreat', location: 'Suva - Fiji', latitude: -18.1, longitude: 178.4 })).id;
    samoa = (await publish({ name: 'Bounds Samoa Retreat', location: 'Apia - Samoa', latitude: -13.8, longitude: -171.8 })).id;
  });

  it('keeps the programs inside the view, with the other criteria', async () => {
    const alps = await searchIds('bbox=5.9,45.8,10.5,47.8');
    expect(alps).toContain(zermatt);
    expect(alps).not.toContain(bali);
    expect(await searchIds('bbox=5.9,45.8,10.5,47.8&q=bounds')).toEqual([zermatt]);
    expect(await searchIds('bbox=5.9,45.8,10.5,47.8&q=bounds&minPrice=3000')).toEqual([]);
    expect(await searchIds('bbox=100,-10,120,0&q=bounds')).toEqual([bali]);
  });

  it('answers the same whether the view is read from the points’ index or checked on each program', async () => {
    const saved = boundsTuning.few;
    const savedShare = boundsTuning.cellsShare;
    try {
      // Checked on each program, a view touching few map cells also takes their keys in the words' index (0135).
      const views = ['bbox=5.9,45.8,10.5,47.8', 'bbox=-180,-85,180,85&q=bounds', 'bbox=170,-25,-165,-5', 'bbox=-40,-60,60,70&q=bounds&facets=1',
        'bbox=160,-50,-160,-10&q=bounds', 'bbox=160,-50,-160,-10&category=yoga', 'bbox=-30,30,40,70&q=bounds&category=yoga&facets=1', 'bbox=100,-30,170,10&q=retreat'];
      for (const query of views) {
        boundsTuning.few = 3000;
        const byIndex = (await req('GET', `/api/search?${query}&limit=100`)).json().data;
        boundsTuning.few = 0;
        // With its cells' keys when it touches few (their share of the catalogue taken as small).
        boundsTuning.cellsShare = 1e9;
        expect((await req('GET', `/api/search?${query}&limit=100`)).json().data).toEqual(byIndex);
        // The cells taken as holding too much of the catalogue: the view checked on each program, without their keys.
        boundsTuning.cellsShare = -1;
        expect((await req('GET', `/api/search?${query}&limit=100`)).json().data).toEqual(byIndex);
        boundsTuning.cellsShare = savedShare;
      }
    } finally {
      boundsTuning.few = saved;
      boundsTuning.cellsShare = savedShare;
    }
    expect(await searchIds('bbox=160,-50,-160,-10&q=bounds')).toEqual(expect.arrayContaining([fiji, samoa]));
  });

  it('gives a program the key of its map cell, and a view the keys of the cells it touches', async () => {
    const [row] = await api.database.query<{ keys: string[] | string }>('SELECT filter_keys AS keys FROM programs WHERE id = $1', [samoa]);
    const keys = typeof row!.keys === 'string' ? row!.keys.slice(1, -1).split(',') : row!.keys;
    // Longitude -171.8 and latitude -13.8: cell -18 (from -180 to -170) by -2 (from -20 to -10).
    expect(keys.filter((k) => k.startsWith('a:'))).toEqual(['a:-18/-2']);
    expect(cellKeys({ west: 160, south: -50, east: -160, north: -10 })).toEqual(
      ['16', '17', '18', '-18', '-17', '-16'].flatMap((x) => ['-5', '-4', '-3', '-2', '-1'].map((y) => `a:${x}/${y}`)));
    expect(cellKeys({ west: 0, south: 0, east: 9.9, north: 9.9 })).toEqual(['a:0/0']);
    // A view touching more than MAX_VIEW_CELLS (the whole world: 37 by 17) has none.
    expect(cellKeys({ west: -180, south: -85, east: 180, north: 85 })).toEqual([]);
    expect(cellKeys({ west: -12, south: 34, east: 32, north: 62 })).toHaveLength(6 * 4);
  });

  it('plans a view: the points’ index when it holds few, else its cells’ keys while they hold a small share of the catalogue', async () => {
    const saved = { ...boundsTuning };
    const pacific = { west: 160, south: -50, east: -160, north: -10 };
    try {
      expect(await planView(api.database, pacific)).toEqual({ indexed: true });
      boundsTuning.few = 0;
      boundsTuning.cellsShare = 1e9;
      expect(await planView(api.database, pacific)).toEqual({ indexed: false, cells: cellKeys(pacific) });
      boundsTuning.cellsShare = -1;
      expect(await planView(api.database, pacific)).toEqual({ indexed: false });
      // Too many cells (the whole world): none, whatever their share.
      boundsTuning.cellsShare = 1e9;
      expect(await planView(api.database, { west: -180, south: -85, east: 180, north: 85 })).toEqual({ indexed: false });
    } finally {
      Object.assign(boundsTuning, saved);
    }
  });

  it('crosses the antimeridian when west is above east', async () => {
    const pacific = await searchIds('bbox=170,-25,-165,-5&q=bounds');
    expect(pacific.sort()).toEqual([fiji, samoa].sort());
    expect(await searchIds('bbox=-165,-25,170,-5&q=bounds')).toEqual([bali]);
  });

  it('refuses bounds that are not four numbers in range', async () => {
    for (const bad of ['1,2,3', 'a,b,c,d', '0,10,10,5', '0,-95,10,5', '190,0,10,5', '1,2,1,5']) {
      const res = await req('GET', `/api/search?bbox=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toMatch(/bbox must be west,south,east,north/);
    }
    expect((await req('GET', '/api/search/pins?zoom=40')).statusCode).toBe(400);
  });
});

describe('pins', () => {
  beforeAll(async () => {
    await publish({ name: 'Pinmoor Lakeside Spa', location: 'Lucerne - Switzerland', latitude: 47.0512, longitude: 8.3093, price: '1800' });
    await publish({ name: 'Pinmoor Old Town Spa', location: 'Lucerne - Switzerland', latitude: 47.0571, longitude: 8.3062, price: '2600' });
    await publish({ name: 'Pinmoor Geneva Clinic', location: 'Geneva - Switzerland', latitude: 46.2044, longitude: 6.1432, price: '5100' });
  });

  it('clusters close programs at a low zoom, with their count and lowest price, and parts them zoomed in', async () => {
    const far = await pins('q=pinmoor&zoom=7&bbox=5,45,11,48');
    expect(far.pins.map((p) => [p.count, p.price]).sort()).toEqual([[1, 5100], [2, 1800]]);
    expect(far).toMatchObject({ placed: 3, capped: false });
    const near = await pins('q=pinmoor&zoom=14&bbox=5,45,11,48');
    expect(near.pins.map((p) => p.count)).toEqual([1, 1, 1]);
    const lakeside = near.pins.find((p) => p.price === 1800)!;
    // Rounded to 2 decimals for the public, with the program to open.
    expect(lakeside).toMatchObject({ latitude: 47.05, longitude: 8.31, slug: expect.stringMatching(/^pinmoor-lakeside-spa-/) });
    // The view's other criteria apply; outside the bounds, nothing.
    expect((await pins('q=pinmoor&zoom=14&bbox=5,45,11,48&maxPrice=2000')).pins).toHaveLength(1);
    expect((await pins('q=pinmoor&zoom=14&bbox=100,-10,120,0')).pins).toEqual([]);
  });

  it('gives the same pins whichever way the view’s programs are found (the points’ index, a walk of the public order, or the other indexes when it finds them rare)', async () => {
    const views = ['q=pinmoor&zoom=7&bbox=-180,-85,180,85', 'q=pinmoor&zoom=7&bbox=5,45,11,48', 'zoom=3&bbox=-180,-85,180,85', 'zoom=5&bbox=-30,30,40,70&maxPrice=3000', 'zoom=3&bbox=170,-85,-10,85',
      'q=pinmoor&zoom=5&bbox=-30,30,40,70', 'q=bounds&zoom=4&bbox=160,-50,-160,-10'];
    const saved = { pins: { ...pinTuning }, bounds: { ...boundsTuning } };
    try {
      for (const view of views) {
        const byDefault = await pins(view);
        // Every view taken as holding many: the walk of the public order (which sees the whole small catalogue).
        boundsTuning.few = 0;
        expect(await pins(view)).toEqual(byDefault);
        // A walk too short to find the cap, for words it finds rare: the words' index, with the view's cells' keys or not.
        if (view.startsWith('q=')) {
          pinTuning.walk = 2;
          for (const share of [1e9, -1]) {
            boundsTuning.cellsShare = share;
            expect(await pins(view)).toEqual(byDefault);
          }
        }
        Object.assign(pinTuning, saved.pins);
        Object.assign(boundsTuning, saved.bounds);
      }
      expect((await pins(views[2]!)).placed).toBeGreaterThan(5);
    } finally {
      Object.assign(pinTuning, saved.pins);
      Object.assign(boundsTuning, saved.bounds);
    }
  });

  it('a wide view whose programs the walk finds common but under the cap: the walk’s programs, said capped', async () => {
    const saved = { ...pinTuning };
    try {
      const [{ n }] = (await api.database.query<{ n: number }>("SELECT count(*)::int AS n FROM programs p WHERE p.status = 'active' AND p.approved AND p.price <= 3000")) as [{ n: number }];
      // The walk's share of them, scaled to the catalogue (its statistics), is over the cap.
      await api.database.query('ANALYZE programs');
      Object.assign(pinTuning, { cap: n - 1, walk: Math.floor(n / 2) });
      boundsTuning.few = 0;
      const sample = await pins('zoom=3&bbox=-180,-85,180,85&maxPrice=3000');
      expect(sample.capped).toBe(true);
      expect(sample.placed).toBeLessThan(n - 1);
      expect(sample.placed).toBeGreaterThan(0);
    } finally {
      Object.assign(pinTuning, saved);
      boundsTuning.few = 3000;
    }
  });

  it('places at most the cap of a view’s programs and says so', async () => {
    const cap = pinTuning.cap;
    pinTuning.cap = 2;
    try {
      const capped = await pins('q=pinmoor&zoom=14&bbox=5,45,11,48');
      expect(capped).toMatchObject({ placed: 2, capped: true });
      pinTuning.cap = 3;
      expect(await pins('q=pinmoor&zoom=14&bbox=5,45,11,48')).toMatchObject({ placed: 3, capped: false });
    } finally {
      pinTuning.cap = cap;
    }
  });
});

describe('a program’s place', () => {
  it('rounded for the public, exact for its host, with the nearest airport', async () => {
    const { slug } = await publish({ name: 'Placed Geneva Clinic', location: 'Geneva - Switzerland', latitude: 46.204391, longitude: 6.143158 });
    const pub = (await req('GET', `/api/programs/by-slug/${slug}/place`)).json().data;
    expect(pub).toMatchObject({ latitude: 46.2, longitude: 6.14, exact: false });
    expect(pub.airport).toMatchObject({ iata: 'GVA' });
    expect(pub.airport.km).toBeGreaterThan(2);
    expect(pub.airport.km).toBeLessThan(10);
    const own = (await req('GET', `/api/programs/by-slug/${slug}/place`, facility.auth)).json().data;
    expect(own).toMatchObject({ latitude: 46.204391, longitude: 6.143158, exact: true });
    const guest = await api.signUp('user');
    expect((await req('GET', `/api/programs/by-slug/${slug}/place`, guest.auth)).json().data.exact).toBe(false);
    expect((await req('GET', '/api/programs/by-slug/no-such-program/place')).statusCode).toBe(404);
  });

  it('the nearest airport is the nearest of the list', () => {
    expect(nearestAirport(51.47, -0.4543)?.iata).toBe('LHR');
    expect(nearestAirport(51.47, -0.4543)!.km).toBeLessThan(3);
    expect(distanceKm(0, 0, 0, 1)).toBeCloseTo(111.19, 1);
  });
});
