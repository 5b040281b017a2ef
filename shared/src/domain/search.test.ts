// The search page's URL: any page number is kept (a page past the last is named on the page with the real last one);
// the API is never asked past the deepest page it counts.
import { PRICE_BANDS, priceBandsIn, readSearchParams, roundAmount, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, searchApiParams } from './search';

const read = (query: string) => readSearchParams(new URLSearchParams(query));

test('a page number is kept whatever it is, with no notice; what is not a page number is named and left out', () => {
  expect(read('page=99')).toEqual({ criteria: { page: 99 }, corrections: [] });
  expect(read('page=123456789')).toEqual({ criteria: { page: 123456789 }, corrections: [] });
  for (const bad of ['0', '-2', 'two', '1.5']) {
    expect(read(`page=${bad}`)).toEqual({ criteria: {}, corrections: [{ param: 'page', code: 'badPage', values: { value: bad }, message: `"${bad}" is not a page number, so the first page is shown.` }] });
  }
});

/** An address with one value of every kind the page cannot use. */
const EVERY_CORRECTION =
  'q=%01&category=nowhere&minPrice=900&maxPrice=100&minNights=400&maxNights=x&guests=0&minRating=9&month=March&instant=yes&sort=cheapest&page=two&bbox=1,2,3';

test('each correction has its code and the values it names, beside its English message', () => {
  const { corrections } = read(EVERY_CORRECTION);
  expect(corrections.map(({ param, code, values }) => [param, code, values])).toEqual([
    ['q', 'unreadable', {}],
    ['category', 'unknownCategory', { value: 'nowhere' }],
    ['minPrice', 'pricesSwapped', {}],
    ['minNights', 'outOfRange', { value: '400', min: 0, max: 365 }],
    ['maxNights', 'outOfRange', { value: 'x', min: 0, max: 365 }],
    ['month', 'badMonth', { value: 'March' }],
    ['guests', 'outOfRange', { value: '0', min: 1, max: expect.any(Number) }],
    ['instant', 'badInstant', {}],
    ['minRating', 'outOfRange', { value: '9', min: 1, max: 5 }],
    ['sort', 'unknownSort', { value: 'cheapest' }],
    ['page', 'badPage', { value: 'two' }],
    ['bbox', 'badBbox', {}],
  ]);
  expect(read('minNights=9&maxNights=2').corrections).toEqual([{ param: 'minNights', code: 'nightsSwapped', values: {}, message: 'The fewest nights were above the most, so the two were swapped.' }]);
  expect(corrections[0]!.message).toBe('The q in the address could not be read and was left out.');
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
