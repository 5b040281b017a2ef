import { formatTotal, guestsText } from './format';
import { imageSrc } from './images';

describe('formatting', () => {
  it('writes a total in its currency or the SPEC’s price text, and the guests in words', () => {
    expect(formatTotal(6900, 'USD', 'en')).toBe('$6,900');
    expect(formatTotal(null, 'USD', 'en')).toBe('Contact for pricing');
    expect([guestsText(1), guestsText(3)]).toEqual(['1 guest', '3 guests']);
  });

  it('serves uploads from the API origin and media from the site', () => {
    expect(imageSrc('/uploads/a.webp', 'http://localhost:4000')).toBe('http://localhost:4000/uploads/a.webp');
    expect(imageSrc('/media/gallery/g.webp', 'http://localhost:4000')).toBe('/media/gallery/g.webp');
  });
});
