// The search page's URL: any page number is kept (a page past the last is named on the page with the real last one);
// the API is never asked past the deepest page it counts.
import { PRICE_BANDS, priceBandsIn, readSearchParams, roundAmount, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, searchApiParams } from './search';

const read = (query: string) => readSearchParams(new URLSearchParams(query));

test('a page number is kept whatever it is, with no notice; what is not a page number is named and left out', () => {
  expect(read('page=99')).toEqual({ criteria: { page: 99 }, corrections: [] });
  expect(read('page=123456789')).toEqual({ criteria: { page: 123456789 }, corrections: [] });
  for (const bad of ['0', '-2', 'two', '1.5']) {
    expect(read(`page=${bad}`)).toEqual({ criteria: {}, corrections: [{ param: 'page', message: `"${bad}" is not a page number, so the first page is shown.` }] });
  }
});

test('the API is asked for the page, or for the first page past the deepest counted one (an empty page with the total)', () => {
  expect(searchApiParams({ page: 3 }).offset).toBe(String(2 * SEARCH_PAGE_SIZE));
  expect(searchApiParams({ page: 99 }).offset).toBe(String(SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE));
  expect(searchApiParams({ page: 123456789 }).offset).toBe(String(SEARCH_MAX_PAGE * SEARCH_PAGE_SIZE));
  expect(searchApiParams({}).offset).toBeUndefined();
});

describe('price bands in a visitor’s currency', () => {
  const rates = (perEuro: Record<string, number>, fresh = true) => ({ date: '2026-11-27', perEuro, fresh });

  it('rounds an amount to one a person writes', () => {
    expect([460, 800, 920, 2400, 2760, 4800, 151_300, 1].map(roundAmount)).toEqual([500, 800, 900, 2500, 3000, 5000, 150_000, 1]);
    expect(roundAmount(0)).toBe(0);
  });

  it('converts the dollar bands and rounds each bound; the dollar bands without a currency, in dollars, or without fresh rates', () => {
    expect(priceBandsIn('EUR', rates({ USD: 1.25 }))).toEqual([{ min: 0, max: 800 }, { min: 800, max: 2500 }, { min: 2500, max: 5000 }, { min: 5000, max: undefined }]);
    // 1 USD = 150 JPY.
    expect(priceBandsIn('JPY', rates({ USD: 1, JPY: 150 })).map((b) => b.max)).toEqual([150_000, 500_000, 900_000, undefined]);
    const dollars = PRICE_BANDS.map(({ min, max }) => ({ min, max }));
    expect(priceBandsIn(undefined, rates({ USD: 1.25 }))).toEqual(dollars);
    expect(priceBandsIn('USD', rates({ USD: 1.25 }))).toEqual(dollars);
    expect(priceBandsIn('EUR', rates({ USD: 1.25 }, false))).toEqual(dollars);
    expect(priceBandsIn('XYZ', rates({ USD: 1.25 }))).toEqual(dollars);
  });
});
