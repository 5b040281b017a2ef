import { ld, stripEmpty } from './clean';
import { absoluteUrl } from './site';

describe('stripEmpty', () => {
  it('leaves out undefined, null, empty strings and empty arrays and objects, deeply', () => {
    expect(
      stripEmpty({ a: 1, b: undefined, c: null, d: '', e: [], f: { g: undefined }, h: [undefined, 'x', { i: '' }], j: 0, k: false }),
    ).toEqual({ a: 1, h: ['x'], j: 0, k: false });
  });

  it('leaves out numbers that JSON cannot hold', () => {
    expect(stripEmpty({ a: Number.NaN, b: Infinity, c: 4.5 })).toEqual({ c: 4.5 });
  });
});

describe('ld', () => {
  it('puts the schema.org context and type first', () => {
    expect(Object.keys(ld('Thing', { name: 'x' }))).toEqual(['@context', '@type', 'name']);
    expect(ld('Thing', { name: undefined })).toEqual({ '@context': 'https://schema.org', '@type': 'Thing' });
  });
});

describe('absoluteUrl', () => {
  it('joins the origin and a path with one slash', () => {
    expect(absoluteUrl('https://example.com', '/about')).toBe('https://example.com/about');
    expect(absoluteUrl('https://example.com/', 'media/a.webp')).toBe('https://example.com/media/a.webp');
    expect(absoluteUrl('https://example.com', '')).toBe('https://example.com/');
  });

  it('keeps an absolute address', () => {
    expect(absoluteUrl('https://example.com', 'https://cdn.example.org/x.webp')).toBe('https://cdn.example.org/x.webp');
  });
});
