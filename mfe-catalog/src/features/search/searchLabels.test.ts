import { pageWindow } from './Pagination';
import { resultCountText } from '../../lib/format';
import { activeFilters, categoryLabel, nightsRangeLabel, priceRangeLabel, withoutFilters } from './searchLabels';

describe('the search page’s words', () => {
  it('counts results, the capped total with a plus', () => {
    expect(resultCountText(0, false, 'en')).toBe('0 programs');
    expect(resultCountText(1, false, 'en')).toBe('1 program');
    expect(resultCountText(24, false, 'en')).toBe('24 programs');
    expect(resultCountText(1000, true, 'en')).toBe('1,000+ programs');
  });

  it('names a price or length range by its band, else by its bounds', () => {
    expect(priceRangeLabel(1000, 3000, 'en')).toBe('$1,000–3,000');
    expect(priceRangeLabel(6000, undefined, 'en')).toBe('$6,000 and more');
    expect(priceRangeLabel(undefined, 1000, 'en')).toBe('Under $1,000');
    expect(priceRangeLabel(1500, 2500, 'en')).toBe('$1,500–$2,500');
    expect(priceRangeLabel(undefined, 2500, 'en')).toBe('Up to $2,500');
    expect(nightsRangeLabel(4, 7)).toBe('4–7 nights');
    expect(nightsRangeLabel(10, undefined)).toBe('10 nights or more');
  });

  it('names categories by their form label or group, whatever case the URL wrote', () => {
    expect(categoryLabel('yoga')).toBe('Yoga & Meditation');
    expect(categoryLabel('Metabolic-Health')).toBe('Metabolic Health');
    expect(categoryLabel('spa & relaxation')).toBe('Spa & Relaxation');
  });

  it('lists the active filters, each removable (a country with its city, a range as one), back to page 1', () => {
    const criteria = { q: 'yoga', country: 'Japan', city: 'Kyoto', minPrice: 1000, maxPrice: 3000, instant: true, guests: 2, sort: 'price-asc' as const, page: 3 };
    const filters = activeFilters(criteria, 'en');
    expect(filters.map((f) => f.label)).toEqual(['“yoga”', 'Japan', 'Kyoto', '$1,000–3,000', 'Places for 2 guests', 'Instant booking']);
    expect(filters[1]!.without).toMatchObject({ country: undefined, city: undefined, q: 'yoga', page: undefined, sort: 'price-asc' });
    expect(filters[3]!.without).toMatchObject({ minPrice: undefined, maxPrice: undefined, country: 'Japan' });
    expect(withoutFilters(criteria)).toEqual({ ...Object.fromEntries(Object.keys(criteria).map((k) => [k, undefined])), sort: 'price-asc' });
  });

  it('offers the first, the last and two pages either side of the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pageWindow(6, 10)).toEqual([1, null, 4, 5, 6, 7, 8, null, 10]);
    expect(pageWindow(10, 10)).toEqual([1, null, 8, 9, 10]);
  });
});
