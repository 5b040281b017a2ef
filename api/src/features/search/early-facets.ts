// The search page's facets started beside the search instead of after it. What they count (the matches' condition)
// and how far they walk (the shares the search's first walk measured: facets.ts, facetWalk) are known once that walk
// has answered, while the search still reads its page (bitmaps, the tiers' walks): counted on a second connection from
// then on, the answer waits for the longer of the two rather than for both in turn.
import type { SearchFacets } from '@wellness/shared/domain';
import type { Params } from '../../read-model/summary-sql';
import type { FacetMatch, FacetWalk } from './facets';

/** What a search's facets count: its matches' condition and the walks measured for them. */
export interface FacetsCount {
  /** The same function for the same condition: compared by identity. */
  match: (params: Params) => FacetMatch;
  walk?: FacetWalk | undefined;
  wordsWalk?: FacetWalk | undefined;
  candidatesWalk?: FacetWalk | undefined;
}

const sameWalk = (a: FacetWalk | undefined, b: FacetWalk | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.rows === b.rows && a.cut === b.cut && a.bitmapsCheaper === b.bitmapsCheaper);

/** Whether two counts ask the same of the facets' statement. */
export const sameCount = (a: FacetsCount, b: FacetsCount) =>
  a.match === b.match && sameWalk(a.walk, b.walk) && sameWalk(a.wordsWalk, b.wordsWalk) && sameWalk(a.candidatesWalk, b.candidatesWalk);

/**
 * `start` counts the facets as soon as the search knows what they count; `of` gives the facets of what the search
 * found in the end: those started, when they count the same, else counted now. The search can end counting something
 * else than it started with (a misspelled word's corrected matches are added after the exact ones were searched); the
 * facets started for the exact ones then run on unread, their failure ignored, and the answer never mixes the two.
 */
export function earlyFacets(count: (counted: FacetsCount) => Promise<SearchFacets>) {
  let started: { counted: FacetsCount; facets: Promise<SearchFacets> } | undefined;
  return {
    start(counted: FacetsCount): void {
      if (started && sameCount(started.counted, counted)) return;
      const facets = count(counted);
      // Read by `of` when it counts the same; a failure of facets no answer takes must not be an unhandled rejection.
      facets.catch(() => {});
      started = { counted, facets };
    },
    of(found: FacetsCount): Promise<SearchFacets> {
      return started && sameCount(started.counted, found) ? started.facets : count(found);
    },
  };
}
