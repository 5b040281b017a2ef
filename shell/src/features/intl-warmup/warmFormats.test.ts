import { warmFormats } from './warmFormats';

describe('warmFormats', () => {
  it("formats a date, a stay, an amount and a number in the page's language, as the pages do", () => {
    const [date, stay, amount, number] = warmFormats('en');
    expect([date, amount, number]).toEqual(['10 Jan 2027', '$3,450', '1,000']);
    expect(stay).toMatch(/^3\s?–\s?9 May 2027$/);
    expect(warmFormats('fr')[0]).toBe('10 janv. 2027');
    expect(warmFormats('es')[2]).toMatch(/^3450\sUS\$$/);
  });
});
