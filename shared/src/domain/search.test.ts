// The search page's URL: any page number is kept (a page past the last is named on the page with the real last one);
// the API is never asked past the deepest page it counts.
import { readSearchParams, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, searchApiParams } from './search';

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
