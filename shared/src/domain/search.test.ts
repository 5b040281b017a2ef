// The search page's URL: any page number is kept (a page past the last is named on the page with the real last one);
// the API is never asked past the deepest page it counts.
import { readSearchParams, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, searchApiParams } from './search';

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
