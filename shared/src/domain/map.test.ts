import { formatBounds, parseBounds, publicCoordinate } from './map';
import { readSearchParams, searchApiParams, searchHref } from './search';

describe('bounds in the URL', () => {
  it('reads four numbers in range, west above east across the antimeridian', () => {
    expect(parseBounds('5.9,45.8,10.5,47.8')).toEqual({ west: 5.9, south: 45.8, east: 10.5, north: 47.8 });
    expect(parseBounds('170,-20,-170,20')).toEqual({ west: 170, south: -20, east: -170, north: 20 });
    for (const bad of ['', '1,2,3', '1,2,3,4,5', 'a,2,3,4', '0,10,10,5', '0,-95,10,5', '181,0,10,5', '1,2,1,5', '1e3,0,1,2']) expect(parseBounds(bad)).toBeNull();
  });

  it('writes them short (4 decimals) and back', () => {
    const text = formatBounds({ west: 5.912345678, south: 45.8, east: 10.5, north: 47.80004 });
    expect(text).toBe('5.9123,45.8,10.5,47.8');
    expect(formatBounds(parseBounds(text)!)).toBe(text);
  });

  it('rounds a public coordinate to 2 decimals (about 1 km)', () => {
    expect(publicCoordinate(46.204391)).toBe(46.2);
    expect(publicCoordinate(-8.5069)).toBe(-8.51);
  });
});

describe('the search page’s map criteria', () => {
  it('keeps bbox (normalised) and map=1 with every other criterion, and names an unreadable area', () => {
    const { criteria, corrections } = readSearchParams(new URLSearchParams('q=yoga&bbox=5.900,45.8,10.5,47.8&map=1&page=2'));
    expect(criteria).toEqual({ q: 'yoga', bbox: '5.9,45.8,10.5,47.8', map: true, page: 2 });
    expect(corrections).toEqual([]);
    expect(searchHref(criteria)).toBe('/search?q=yoga&bbox=5.9%2C45.8%2C10.5%2C47.8&page=2&map=1');
    const bad = readSearchParams(new URLSearchParams('bbox=1,2,3'));
    expect(bad.criteria.bbox).toBeUndefined();
    expect(bad.corrections.map((c) => c.param)).toEqual(['bbox']);
  });

  it('asks the API for the area, not for the map being shown', () => {
    expect(searchApiParams({ q: 'spa', bbox: '5.9,45.8,10.5,47.8', map: true })).toEqual({ q: 'spa', bbox: '5.9,45.8,10.5,47.8', limit: '12' });
  });
});
