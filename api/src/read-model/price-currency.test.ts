// Price filters and the price sort in a visitor's currency, on GET /api/programs and GET /api/search.
import { programs as samplePrograms } from '@wellness/shared/data';
import { storeRates } from '../exchange-rates/rates';
import { createTestApi, type TestApi } from '../test/harness';
import { catalogueCurrencies } from './price-currency';

let api: TestApi;
const today = new Date().toISOString().slice(0, 10);
// 1 EUR = 1.25 USD = 200 JPY: 1 USD = 0.8 EUR.
const PER_EURO = { USD: 1.25, JPY: 200, GBP: 0.85 };
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
  await api.database.query('DELETE FROM exchange_rates');
  await api.database.rawTransaction((q) => storeRates(q, { date: today, perEuro: PER_EURO }));
});
afterAll(() => api.close());

type Card = { id: string; price: number | null; currency: string };
const get = async (url: string) => {
  const res = await api.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data as { programs: Card[]; total: number };
};
const ids = (programs: { id: string }[]) => programs.map((p) => p.id).sort();
const priced = samplePrograms.filter((p) => p.price !== null);

describe('prices in the visitor currency', () => {
  it('one currency in the catalogue: bounds in euros are converted to dollars (list and search alike)', async () => {
    expect(await catalogueCurrencies(api.database)).toEqual(['USD']);
    // 2,000–3,000 EUR = 2,500–3,750 USD.
    const expected = priced.filter((p) => p.price! >= 2500 && p.price! <= 3750);
    expect(expected.length).toBeGreaterThan(2);
    expect(expected.length).toBeLessThan(priced.length);
    const list = await get('/api/programs?minPrice=2000&maxPrice=3000&currency=EUR&limit=100');
    expect(ids(list.programs)).toEqual(ids(expected));
    const search = await get('/api/search?minPrice=2000&maxPrice=3000&currency=EUR&limit=100');
    expect(ids(search.programs)).toEqual(ids(expected));
    // Without a currency the bounds are each program's own (dollars here), as before.
    expect(ids((await get('/api/programs?minPrice=2000&maxPrice=3000&limit=100')).programs)).toEqual(ids(priced.filter((p) => p.price! >= 2000 && p.price! <= 3000)));
    // Yen: 500,000–750,000 JPY = 2,500–3,750 USD.
    expect(ids((await get('/api/search?q=retreat&minPrice=500000&maxPrice=750000&currency=JPY&limit=100')).programs)).toEqual(
      ids((await get('/api/search?q=retreat&minPrice=2500&maxPrice=3750&limit=100')).programs),
    );
  });

  it('stale rates convert nothing: the bounds are the programs\' own currency', async () => {
    await api.database.rawTransaction(async (q) => {
      await q('DELETE FROM exchange_rates');
      await storeRates(q, { date: new Date(Date.now() - 9 * 86_400_000).toISOString().slice(0, 10), perEuro: PER_EURO });
    });
    // The catalogue is in dollars only, and a bound in euros cannot be converted: compared as given.
    expect(ids((await get('/api/programs?minPrice=2000&maxPrice=3000&currency=EUR&limit=100&offset=0')).programs)).toEqual(ids(priced.filter((p) => p.price! >= 2000 && p.price! <= 3000)));
    await api.database.rawTransaction(async (q) => {
      await q('DELETE FROM exchange_rates');
      await storeRates(q, { date: today, perEuro: PER_EURO });
    });
  });

  it('several currencies: each program compared and sorted through its own rate', async () => {
    // One program priced in euros: 2,400 EUR = 3,000 USD.
    const euro = priced[0]!;
    await api.database.query(`UPDATE programs SET currency = 'EUR', price = 2400 WHERE id = $1`, [euro.id]);
    expect(await catalogueCurrencies(api.database)).toEqual(['EUR', 'USD']);
    const inUsd = (p: (typeof priced)[number]) => (p.id === euro.id ? 3000 : p.price!);
    for (const base of ['/api/programs?', '/api/search?', '/api/search?q=retreat&']) {
      const all = await get(`${base}limit=100`);
      const expected = all.programs.filter((p) => p.price !== null && (p.id === euro.id ? 3000 : p.price) >= 2900 && (p.id === euro.id ? 3000 : p.price) <= 3100);
      const got = await get(`${base}minPrice=2900&maxPrice=3100&currency=USD&limit=100`);
      expect(ids(got.programs)).toEqual(ids(expected));
      if (base !== '/api/search?q=retreat&') expect(ids(got.programs)).toContain(euro.id);
      // Sorted by the price in pounds: the same order as by the price in dollars.
      const sorted = await get(`${base}sort=price-asc&currency=GBP&limit=100`);
      const prices = sorted.programs.filter((p) => p.price !== null).map((p) => inUsd(priced.find((s) => s.id === p.id) ?? { ...p, id: p.id } as never));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const desc = await get(`${base}sort=price-desc&currency=GBP&limit=100`);
      const down = desc.programs.filter((p) => p.price !== null).map((p) => inUsd(priced.find((s) => s.id === p.id) ?? { ...p, id: p.id } as never));
      expect(down).toEqual([...down].sort((a, b) => b - a));
    }
    await api.database.query(`UPDATE programs SET currency = 'USD', price = $2 WHERE id = $1`, [euro.id, euro.price]);
  });

  it('refuses a currency it does not offer', async () => {
    for (const url of ['/api/programs?currency=XYZ', '/api/search?currency=eur']) {
      const res = await api.request({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/currency/);
    }
  });
});
