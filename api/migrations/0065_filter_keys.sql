-- The filters as keys of the words' GIN indexes, on both databases (words and filters together stay fast at 100,000 programs).
--
-- "Retreats in a spa, 4 to 7 nights" and "wellness in January under $3,000" were slow because each filter has its own
-- index and the generic plans (src/read-model/plans.ts) do not AND two bitmaps: the broadest one's rows were
-- all read and checked (85–110 ms at 100,000; 130–215 ms on PGlite, which has no btree_gin, see 0064). Here every
-- program's filter values are one text array, `filter_keys` ('c:spa', 'g:<group>', 'k:<country>', 'y:<country>/<city>',
-- 'm:<YYYYMM>', 'n:<nights, 31 for more>', 'p:<price / 500, 60 for more>', 'i' for instant booking, 'r:<n>' for an
-- average of n stars or more), and it is the second column of the words' and the letters' GIN indexes. Array GIN
-- operators are built in, so both databases have it, and one index scan intersects words and filters, or several
-- filters, inside the index (PostgreSQL also pushes the keys into each arm of "words OR letters"). The API adds a key
-- condition beside each exact one (filters.ts): the keys narrow, the columns decide.
CREATE FUNCTION catalog_filter_keys(category text, group_slug text, country text, city text, months int[], nights int, price int,
  booking_mode text, review_count int, review_sum int) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['c:' || category, 'g:' || group_slug, 'k:' || lower(country), 'y:' || lower(country) || '/' || lower(city)]
    || ARRAY(SELECT 'm:' || m FROM unnest(months) AS m)
    || CASE WHEN nights IS NULL THEN '{}'::text[] ELSE ARRAY['n:' || least(greatest(nights, 0), 31)] END
    || CASE WHEN price IS NULL THEN '{}'::text[] ELSE ARRAY['p:' || least(greatest(price, 0) / 500, 60)] END
    || CASE WHEN booking_mode = 'instant' THEN ARRAY['i'] ELSE '{}'::text[] END
    || ARRAY(SELECT 'r:' || n FROM generate_series(1, 5) AS n WHERE review_count > 0 AND review_sum >= n * review_count)
$$;

-- Computed after the BEFORE trigger that fills available_months (migrations/0009).
ALTER TABLE programs ADD COLUMN filter_keys text[] GENERATED ALWAYS AS (
  catalog_filter_keys(category, group_slug, country, city, available_months, nights, price, booking_mode, review_count, review_sum)) STORED;

-- The words' and the letters' indexes gain the keys as a second column (a query on the first column alone reads only
-- its entries); 0064's index over the filters is replaced by them.
DROP INDEX IF EXISTS programs_search_tsv_idx;
DROP INDEX IF EXISTS programs_search_trgm_idx;
DROP INDEX IF EXISTS programs_public_filters_idx;
CREATE INDEX programs_public_words_keys_idx ON programs USING gin (search_tsv, filter_keys) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_text_keys_idx ON programs USING gin (search_text gin_trgm_ops, filter_keys) WHERE status = 'active' AND approved;
ANALYZE programs;
