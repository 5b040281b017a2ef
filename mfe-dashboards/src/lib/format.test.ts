import { formatDateTime, formatDayMonthYear, formatLocaleDate, formatStay, formatTotal, guestsText } from './format';
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

  it('shows a deadline as day/month/year and 24-hour time, a stay as its two days, a total or the SPEC’s price text', () => {
    expect(formatDateTime('2030-05-09T14:05:00.000Z', 'UTC')).toBe('09/05/2030, 14:05');
    expect(formatDateTime('2030-05-09T14:05:00.000Z', 'Asia/Tokyo')).toBe('09/05/2030, 23:05');
    expect(formatDateTime(null)).toBe('N/A');
    expect(formatStay('2030-05-09', '2030-05-15')).toBe('09/05/2030 – 15/05/2030');
    expect(formatStay('2030-05-09', null)).toBe('09/05/2030');
    expect(formatTotal(6900, 'USD')).toBe('$6,900');
    expect(formatTotal(null, 'USD')).toBe('Contact for pricing');
    expect([guestsText(1), guestsText(3)]).toEqual(['1 guest', '3 guests']);
  });

  it('serves uploads from the API origin and media from the site', () => {
    expect(imageSrc('/uploads/a.webp', 'http://localhost:4000')).toBe('http://localhost:4000/uploads/a.webp');
    expect(imageSrc('/media/gallery/g.webp', 'http://localhost:4000')).toBe('/media/gallery/g.webp');
  });
});
