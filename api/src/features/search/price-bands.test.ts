// The search page's price bands in a visitor's currency (GET /api/search?facets=1&currency=…): the dollar bands
// converted and rounded (priceBandsIn), each counted through the rate (read-model/price-currency.ts).
import { programs as samplePrograms } from '@wellness/shared/data';
import { storeRates } from '../../exchange-rates/rates';
import { createTestApi, type TestApi } from '../../test/harness';
import { facetTuning } from './facets';

let api: TestApi;
const today = new Date().toISOString().slice(0, 10);
// 1 EUR = 1.25 USD: 1 USD = 0.8 EUR.
beforeAll(async () => {
  api = await createTestApi({ config: { catalogCacheTtlMs: 0 } });
  await api.database.query('DELETE FROM exchange_rates');
  await api.database.rawTransaction((q) => storeRates(q, { date: today, perEuro: { USD: 1.25, JPY: 200, GBP: 0.85 } }));
});
afterAll(() => api.close());

const get = async (url: string) => {
  const res = await api.request({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.json().data as { programs: { id: string }[] };
};
const priced = samplePrograms.filter((p) => p.price !== null);

describe('price bands in the visitor currency', () => {
  it('the search page\'s price bands in the visitor\'s currency: rounded conversions of the dollar bands, each counted through the rate', async () => {
    type Facets = { capped: boolean; pricesCapped?: boolean; prices: { value: string; count: number }[] };
    const facets = async (url: string) => {
      const res = await api.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return res.json().data.facets as Facets;
    };
    // The dollar bands (0–1,000, 1,000–3,000, 3,000–6,000, 6,000+) at 0.8 EUR per USD, rounded: 800, 2,500, 5,000.
    const euros = [[0, 800], [800, 2500], [2500, 5000], [5000, undefined]] as const;
    const countIn = (min: number, max: number | undefined, programs: typeof priced) => programs.filter((p) => p.price! * 0.8 >= min - 1e-9 && (max === undefined || p.price! * 0.8 <= max + 1e-9)).length;
    for (const url of ['/api/search?facets=1&currency=EUR', '/api/search?facets=1&currency=EUR&instant=1', '/api/search?facets=1&currency=EUR&q=retreat']) {
      const got = await facets(url);
      const matching = (await get(url.replace('facets=1&', '') + '&limit=100')).programs.map((p) => p.id);
      const programs = priced.filter((p) => matching.includes(p.id));
      expect([url, got.prices.map((b) => b.value)]).toEqual([url, euros.map(([min, max]) => `${min}-${max ?? ''}`)]);
      expect([url, got.prices.map((b) => b.count)]).toEqual([url, euros.map(([min, max]) => countIn(min, max, programs))]);
      expect([url, got.capped, got.pricesCapped]).toEqual([url, false, undefined]);
      // A band chosen asks for its own bounds in euros: the same programs as its count.
      const [min, max] = euros[1];
      expect((await get(`${url.replace('facets=1&', '')}&minPrice=${min}&maxPrice=${max}&limit=100`)).programs).toHaveLength(got.prices[1]!.count);
    }
    // Past the programs counted for one search, only the bands say their counts are lower bounds: the other facets of a
    // search with no words or filter are the stored, exact counts.
    const saved = facetTuning.rows;
    facetTuning.rows = 5;
    try {
      const capped = await facets('/api/search?facets=1&currency=EUR');
      expect([capped.capped, capped.pricesCapped]).toEqual([false, true]);
      expect(capped.prices.reduce((n, b) => n + b.count, 0)).toBeLessThanOrEqual(6 * 2);
    } finally {
      facetTuning.rows = saved;
    }
    // Without a currency (or in the catalogue's own), the dollar bands as stored.
    for (const url of ['/api/search?facets=1', '/api/search?facets=1&currency=USD']) {
      expect((await facets(url)).prices.map((b) => b.value)).toEqual(['0-1000', '1000-3000', '3000-6000', '6000-']);
    }
  });
});
