import { formatDayMonthYear, formatLocaleDate } from './format';
import { imageSrc } from './images';

describe('formatting', () => {
  it('shows a join date in the given locale, from a date or a timestamp', () => {
    expect(formatLocaleDate('2026-03-04', 'en-US')).toBe('Mar 4, 2026');
    expect(formatLocaleDate('2026-03-04', 'de-DE')).toBe('04.03.2026');
    expect(formatLocaleDate('2026-03-04T10:00:00.000Z', 'en-GB')).toBe('4 Mar 2026');
    expect(formatLocaleDate('', 'en-US')).toBe('');
    expect(formatLocaleDate('not a date', 'en-US')).toBe('not a date');
  });

  it('shows booking dates day/month/year, N/A without one', () => {
    expect(formatDayMonthYear('2027-05-09')).toBe('09/05/2027');
    expect(formatDayMonthYear('')).toBe('N/A');
  });

  it('serves uploads from the API origin and media from the site', () => {
    expect(imageSrc('/uploads/a.webp', 'http://localhost:4000')).toBe('http://localhost:4000/uploads/a.webp');
    expect(imageSrc('/media/gallery/g.webp', 'http://localhost:4000')).toBe('/media/gallery/g.webp');
  });
});
