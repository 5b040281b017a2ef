// Planner settings for the catalogue statements whose plan is chosen by the API, not by PostgreSQL's estimates
// (features/search/service.ts, list.ts): SET LOCAL, for one statement's transaction (Database.queryWithSettings).
//
// A switched-off plan is not forbidden but priced 10^10, which would make PostgreSQL compile the statement (JIT,
// ~0.5 s) and start parallel workers for the small scans left: both off too. The plan follows from these settings, not
// from the values, so each statement is prepared and planned once per connection (a generic plan): planning them costs
// more than running them (~15 ms on PGlite). PGlite ignores what it does not have.
const SMALL_STATEMENT = 'SET LOCAL jit = off; SET LOCAL max_parallel_workers_per_gather = 0; SET LOCAL plan_cache_mode = force_generic_plan';
/** Only bitmaps from the indexes: the work follows the number of matches (for conditions that match few). */
export const BITMAPS_ONLY = `${SMALL_STATEMENT}; SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off; SET LOCAL enable_indexonlyscan = off`;
/** Index walks and bitmaps, no sequential scan. */
export const NO_SEQUENTIAL_SCAN = `${SMALL_STATEMENT}; SET LOCAL enable_seqscan = off`;
/** Only index walks: the work follows the rows walked (for a walk that stops early). */
export const WALKS_ONLY = `${NO_SEQUENTIAL_SCAN}; SET LOCAL enable_bitmapscan = off`;
