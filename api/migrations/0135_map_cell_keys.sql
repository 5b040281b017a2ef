-- A program's map cell as one more filter key (src/geo/bounds-sql.ts `cellKeys`), so that a map view the points' index
-- should not read (too many programs inside) and a word or another filter are intersected in one GIN index scan.
--
-- Measured at 1,000,000 programs: a view over New Zealand across the antimeridian with "spa" walked 686,424 programs in
-- the public order to keep the 16,000 inside it (2.4 s), and the same view with a category read every program of the
-- category (153,000, 1.3 s): the bounds were no key of the words' index. A cell is 10 degrees of longitude by 10 of
-- latitude ('a:<floor(lng/10)>/<floor(lat/10)>'); a view is given the keys of the cells it touches, when they are few.
DROP INDEX IF EXISTS programs_public_words_keys_idx;
DROP INDEX IF EXISTS programs_public_text_keys_idx;
ALTER TABLE programs DROP COLUMN filter_keys;
DROP FUNCTION catalog_filter_keys(text, text, text, text, int[], int, int, text, int, int);

CREATE FUNCTION catalog_filter_keys(category text, group_slug text, country text, city text, months int[], nights int, price int,
  booking_mode text, review_count int, review_sum int, latitude double precision, longitude double precision) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY['c:' || category, 'g:' || group_slug, 'k:' || lower(country), 'y:' || lower(country) || '/' || lower(city)]
    || ARRAY(SELECT 'm:' || m FROM unnest(months) AS m)
    || CASE WHEN nights IS NULL THEN '{}'::text[] ELSE ARRAY['n:' || least(greatest(nights, 0), 31)] END
    || CASE WHEN price IS NULL THEN '{}'::text[] ELSE ARRAY['p:' || least(greatest(price, 0) / 500, 60)] END
    || CASE WHEN booking_mode = 'instant' THEN ARRAY['i'] ELSE '{}'::text[] END
    || ARRAY(SELECT 'r:' || n FROM generate_series(1, 5) AS n WHERE review_count > 0 AND review_sum >= n * review_count)
    || CASE WHEN latitude IS NULL OR longitude IS NULL THEN '{}'::text[]
         ELSE ARRAY['a:' || floor(longitude / 10)::int || '/' || floor(latitude / 10)::int] END
$$;

-- Computed after the BEFORE trigger that fills available_months (migrations/0009).
ALTER TABLE programs ADD COLUMN filter_keys text[] GENERATED ALWAYS AS (
  catalog_filter_keys(category, group_slug, country, city, available_months, nights, price, booking_mode, review_count, review_sum, latitude, longitude)) STORED;

CREATE INDEX programs_public_words_keys_idx ON programs USING gin (search_tsv, filter_keys) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_text_keys_idx ON programs USING gin (search_text gin_trgm_ops, filter_keys) WHERE status = 'active' AND approved;
ANALYZE programs;
