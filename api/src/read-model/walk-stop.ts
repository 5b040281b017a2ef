// The walks that tell a common filter or term from a rare one (list.ts, features/search/service.ts) stop at the match
// that decides it: what both write into their statements.
import { PUBLIC_POPULATION_SQL, type Params } from './summary-sql';

/**
 * The match a walk of `walk` programs stops at, as SQL: at least `floor` (its page, or more), and more than
 * commonAbove × walk / population, the fewest matches that `walk` programs must hold to be taken as common. The programs
 * it then does not read could only add matches, so it decides as the whole walk would. Without statistics (a population
 * of 0, or -1 before the first ANALYZE) the stop is past any walk, which then reads all of its length.
 */
export const commonStopSql = (params: Params, floor: number, commonAbove: number, walk: number) =>
  `greatest(${params.add(floor, '::int')}, floor(${params.add(commonAbove * walk, '::float8')} / greatest(${PUBLIC_POPULATION_SQL}, 1))::int + 1)`;
