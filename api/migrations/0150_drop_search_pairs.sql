-- The adjacent word pairs (`search_pairs`, 0009) have not been read since 0072 (a term of several words matches each
-- word anywhere); 0072 kept them for the version before it during a rolling deploy. Every write of a program still
-- computed them and wrote their GIN index: without them, an update of 5,000 programs at 1,000,000 writes one GIN index
-- and one generated column less (docs/performance-api.md, "Writes at scale"). Dropping a column and an index rewrites
-- nothing: instant on a large catalogue.
DROP INDEX IF EXISTS programs_search_pairs_idx;
ALTER TABLE programs DROP COLUMN IF EXISTS search_pairs;
DROP FUNCTION IF EXISTS catalog_pairs_tsquery(text);
DROP FUNCTION IF EXISTS catalog_pairs(text);
DROP FUNCTION IF EXISTS catalog_pair_list(text);
