// keysFirst: a rare combination of filters is read through the keys' GIN index, so each filter with a key has its exact
// condition hidden from the planner (same rows: the key always holds when the condition does), and the rest stay as
// they are. The rows themselves are checked in list.test.ts (every path of the list against plain SQL).
import { filterConditionParts, keysFirst, type ProgramFilters } from './filters';
import { Params } from './summary-sql';

const today = '2026-11-30';
const rare = (f: ProgramFilters, withWords = false) => keysFirst(filterConditionParts(f, new Params(), today, withWords));
/** The conditions keysFirst hid (the plain ones, as filterConditions writes them). */
const hiddenOf = (f: ProgramFilters, withWords = false) => {
  const parts = filterConditionParts(f, new Params(), today, withWords);
  const written = keysFirst(parts);
  parts.forEach((c, i) => written[i] !== c.sql && expect(written[i]).toBe(`coalesce(${c.sql}, false)`));
  return parts.filter((c, i) => written[i] !== c.sql).map((c) => c.sql);
};
const keys = (conditions: string[]) => conditions.filter((c) => c.startsWith('p.filter_keys'));

it('hides the exact condition of each filter with a key, and keeps the keys as conditions of their own', () => {
  const f: ProgramFilters = { category: 'spa', country: 'Italy', city: 'Como', minPrice: 1000, maxNights: 7, month: '2027-01', instant: '1', minRating: 4 };
  const conditions = rare(f);
  // All but the keys themselves.
  expect(hiddenOf(f)).toHaveLength(conditions.length - keys(conditions).length);
  expect(conditions).toContain('coalesce(lower(p.country) = lower($2), false)');
  expect(conditions.some((c) => c.startsWith('coalesce(p.available_months @>'))).toBe(true);
  expect(keys(conditions)).toEqual([
    "p.filter_keys @> ARRAY['c:' || $10, 'k:' || lower($11), 'y:' || lower($11) || '/' || lower($12), 'm:' || $13::int, 'i', 'r:' || $14::int]",
    'p.filter_keys && $15::text[]',
    'p.filter_keys && $16::text[]',
  ]);
});

it('leaves as they are the filters without a key: guests, a city without its country, prices in another currency', () => {
  const f: ProgramFilters = { guests: 2, city: 'Como', minPrice: 100, priceIn: { factors: { USD: 1, EUR: 0.9 } } };
  expect(hiddenOf(f)).toEqual([]);
  expect(keys(rare(f))).toEqual([]);
});

it('reads the month under way from its dates without words, and from its key beside words', () => {
  expect(hiddenOf({ month: '2026-11' })).toEqual([]);
  expect(keys(rare({ month: '2026-11' }))).toEqual([]);
  expect(hiddenOf({ month: '2026-11' }, true)).toEqual([expect.stringMatching(/^coalesce\(p\.next_date/), expect.stringMatching(/^coalesce\(p\.available_dates/)]);
  expect(keys(rare({ month: '2026-11' }, true))).toHaveLength(1);
});

it('writes the same conditions as filterConditions when nothing is hidden, in the same order', () => {
  const f: ProgramFilters = { category: 'spa', country: 'Italy', minNights: 3 };
  const parts = filterConditionParts(f, new Params(), today);
  expect(keysFirst(parts).map((c, i) => c.replace(/^coalesce\((.*), false\)$/, '$1') === parts[i]!.sql)).toEqual(parts.map(() => true));
});
