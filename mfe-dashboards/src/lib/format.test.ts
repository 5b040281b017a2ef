import { formatDate, formatDateTime, formatStay, formatTotal, guestsText } from './format';
import { imageSrc } from './images';

describe('formatting', () => {
  // The one format module writes ranges with thin spaces around the dash; compared with plain ones.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('shows a day or a moment as 4 Mar 2026 (a join date, a booking’s day), and leaves a missing one empty', () => {
    expect(formatDate('2026-03-04')).toBe('4 Mar 2026');
    expect(formatDate('2026-03-04T10:00:00.000Z')).toBe('4 Mar 2026');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a deadline with its 24-hour time, a stay as its range, a total or the SPEC’s price text', () => {
    expect(formatDateTime('2030-05-09T14:05:00.000Z', 'UTC')).toBe('9 May 2030, 14:05');
    expect(formatDateTime('2030-05-09T14:05:00.000Z', 'Asia/Tokyo')).toBe('9 May 2030, 23:05');
    expect(formatDateTime(null)).toBe('');
    expect(plain(formatStay('2030-05-09', '2030-05-15'))).toBe('9 – 15 May 2030');
    expect(plain(formatStay('2030-05-28', '2030-06-02'))).toBe('28 May – 2 Jun 2030');
    expect(formatStay('2030-05-09', null)).toBe('9 May 2030');
    expect(formatTotal(6900, 'USD')).toBe('$6,900');
    expect(formatTotal(null, 'USD')).toBe('Contact for pricing');
    expect([guestsText(1), guestsText(3)]).toEqual(['1 guest', '3 guests']);
  });

  it('serves uploads from the API origin and media from the site', () => {
    expect(imageSrc('/uploads/a.webp', 'http://localhost:4000')).toBe('http://localhost:4000/uploads/a.webp');
    expect(imageSrc('/media/gallery/g.webp', 'http://localhost:4000')).toBe('/media/gallery/g.webp');
  });
});
