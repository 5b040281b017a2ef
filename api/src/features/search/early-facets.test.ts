// The facets started beside the search (early-facets.ts): read when they count what the search found, else counted again.
import type { SearchFacets } from '@wellness/shared/domain';
import { earlyFacets, type FacetsCount } from './early-facets';

const facets = (n: number) => ({ capped: false, categories: [{ value: 'yoga', label: 'yoga', count: n }] }) as unknown as SearchFacets;
const exact = () => ({ cond: 'exact' });
const corrected = () => ({ cond: 'corrected' });
const walk = (rows: number) => ({ rows, cut: true, bitmapsCheaper: false });

describe('earlyFacets', () => {
  it('gives the facets started when the search found what they count, counted once', async () => {
    const asked: FacetsCount[] = [];
    const early = earlyFacets(async (c) => (asked.push(c), facets(asked.length)));
    early.start({ match: exact, wordsWalk: walk(5000) });
    // Told again with the same walks (another object): not counted again.
    early.start({ match: exact, wordsWalk: walk(5000) });
    expect(await early.of({ match: exact, wordsWalk: walk(5000) })).toEqual(facets(1));
    expect(asked).toHaveLength(1);
  });

  it('counts again when the search ended counting something else, and ignores the first count’s failure', async () => {
    const asked: FacetsCount[] = [];
    const early = earlyFacets(async (c) => {
      asked.push(c);
      if (c.match === exact) throw new Error('connection lost');
      return facets(asked.length);
    });
    early.start({ match: exact });
    // A misspelling: the corrected words' matches are what the answer holds.
    expect(await early.of({ match: corrected })).toEqual(facets(2));
    expect(asked.map((c) => c.match)).toEqual([exact, corrected]);
  });

  it('compares the walks by their length, cut and choice of bitmaps', async () => {
    const asked: FacetsCount[] = [];
    const early = earlyFacets(async (c) => (asked.push(c), facets(asked.length)));
    early.start({ match: exact, walk: walk(5000) });
    expect(await early.of({ match: exact, walk: walk(10000) })).toEqual(facets(2));
    early.start({ match: exact, candidatesWalk: walk(2500) });
    expect(await early.of({ match: exact, candidatesWalk: { ...walk(2500), bitmapsCheaper: true } })).toEqual(facets(4));
    expect(asked).toHaveLength(4);
  });

  it('counts when nothing was started (a search of one statement)', async () => {
    const early = earlyFacets(async () => facets(7));
    expect(await early.of({ match: exact })).toEqual(facets(7));
  });
});
