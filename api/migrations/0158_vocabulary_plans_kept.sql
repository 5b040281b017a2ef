-- The vocabulary's three functions (catalog_words_tsquery, catalog_inner_like, catalog_fuzzy_tsquery) planned their
-- statements again at every call (plan_cache_mode = force_custom_plan, so that the trigram index saw each pattern),
-- and a search calls the first two in each of its statements. On PGlite, where planning runs in WebAssembly, that was
-- 1-6 ms a call, several times a search (docs/performance-api.md, twelfth session). Their plans are kept instead
-- (generic), with only the index paths they need enabled, so a kept plan cannot be a scan of the whole vocabulary:
-- a word start is a B-tree range (index scan, in order), a word's letters a trigram bitmap. Plans checked on
-- PostgreSQL at 1,000,000 programs (58,149 words): the same indexes as the custom plans, 0.2-1 ms.
ALTER FUNCTION catalog_words_tsquery(text) RESET ALL;
ALTER FUNCTION catalog_words_tsquery(text) SET enable_seqscan = off;
ALTER FUNCTION catalog_words_tsquery(text) SET enable_indexscan = on;
ALTER FUNCTION catalog_words_tsquery(text) SET enable_bitmapscan = off;
ALTER FUNCTION catalog_words_tsquery(text) SET plan_cache_mode = force_generic_plan;

ALTER FUNCTION catalog_inner_like(text) RESET ALL;
ALTER FUNCTION catalog_inner_like(text) SET enable_seqscan = off;
ALTER FUNCTION catalog_inner_like(text) SET enable_indexscan = off;
ALTER FUNCTION catalog_inner_like(text) SET enable_bitmapscan = on;
ALTER FUNCTION catalog_inner_like(text) SET plan_cache_mode = force_generic_plan;

ALTER FUNCTION catalog_fuzzy_tsquery(text) RESET ALL;
ALTER FUNCTION catalog_fuzzy_tsquery(text) SET enable_seqscan = off;
ALTER FUNCTION catalog_fuzzy_tsquery(text) SET enable_indexscan = off;
ALTER FUNCTION catalog_fuzzy_tsquery(text) SET enable_bitmapscan = on;
ALTER FUNCTION catalog_fuzzy_tsquery(text) SET plan_cache_mode = force_generic_plan;

-- PGlite has no autovacuum: a vocabulary never analysed looks empty to the planner, which then read all of it through
-- its primary key for each word (15 ms at 100,000 programs, against 0.2 ms through the trigram index once analysed).
ANALYZE catalog_words;
