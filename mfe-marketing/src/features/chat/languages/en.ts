import type { UnderstandingTable } from './types';

/** English: the reading's own words (understand.ts), so nothing is rewritten; dollars unless the message says. */
export const english: UnderstandingTable = {
  rewrites: [],
  countryNames: () => [],
  countryName: (country) => country,
  regionName: (region) => region,
  placeIn: () => 'in',
  currency: 'USD',
};
