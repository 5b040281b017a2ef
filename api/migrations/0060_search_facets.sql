-- The search page's facet counts (src/features/search/facets.ts). Counting every public program's category, place,
-- price band, length, months, booking mode and rating on each search reads the whole catalogue (over 100 ms at
-- 100,000 programs), so the counts of the unfiltered catalogue are kept here, one row per facet value, changed by
-- the statement that changes a public program. A search with words or filters counts its own (smaller) set.

CREATE TABLE search_facet_counts (
  facet text NOT NULL,
  value text NOT NULL,
  n     integer NOT NULL,
  PRIMARY KEY (facet, value)
);

-- The facet values one program counts under, as the search's filters read them (src/read-model/filters.ts):
-- a price of 1,000 is in "0-1000" and in "1000-3000" (both bounds of a band are inclusive); a rating value n holds
-- the programs whose visible reviews average at least n stars. The bands are PRICE_BANDS and NIGHT_BANDS of
-- shared/src/domain/search.ts (a test compares each count with its filter's total).
CREATE FUNCTION search_facet_keys(category text, group_slug text, country text, city text, price integer, nights integer,
  months integer[], booking_mode text, review_count integer, review_sum integer)
RETURNS TABLE (facet text, value text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT 'category', category WHERE category <> ''
  UNION ALL SELECT 'group', group_slug WHERE group_slug <> ''
  UNION ALL SELECT 'country', country WHERE country <> ''
  UNION ALL SELECT 'city', city WHERE city <> ''
  UNION ALL SELECT 'price', b.v FROM (VALUES ('0-1000', 0, 1000), ('1000-3000', 1000, 3000), ('3000-6000', 3000, 6000), ('6000-', 6000, NULL))
    AS b(v, lo, hi) WHERE price >= b.lo AND (b.hi IS NULL OR price <= b.hi)
  UNION ALL SELECT 'nights', b.v FROM (VALUES ('0-3', 0, 3), ('4-7', 4, 7), ('8-14', 8, 14), ('15-', 15, NULL))
    AS b(v, lo, hi) WHERE nights >= b.lo AND (b.hi IS NULL OR nights <= b.hi)
  UNION ALL SELECT 'month', m::text FROM unnest(months) AS m
  UNION ALL SELECT 'instant', '1' WHERE booking_mode = 'instant'
  UNION ALL SELECT 'rating', r::text FROM generate_series(1, 5) AS r WHERE review_count > 0 AND review_sum >= r * review_count
$$;

-- One statement's change: +1 for each public row after it, -1 for each public row before it, summed per value (an
-- update that moves nothing nets to zero and writes nothing). Rows are written in key order, so two writers lock the
-- same counters in the same order.
CREATE FUNCTION search_facet_counts_apply(rows_changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_facet_counts AS c (facet, value, n)
  SELECT k.facet, k.value, sum(r.d)::int
  FROM jsonb_to_recordset(rows_changed) AS r(d integer, category text, group_slug text, country text, city text, price integer, nights integer,
    available_months integer[], booking_mode text, review_count integer, review_sum integer),
    search_facet_keys(r.category, r.group_slug, r.country, r.city, r.price, r.nights, r.available_months, r.booking_mode, r.review_count, r.review_sum) k
  GROUP BY k.facet, k.value HAVING sum(r.d) <> 0
  ORDER BY k.facet, k.value
  ON CONFLICT (facet, value) DO UPDATE SET n = c.n + excluded.n
$$;

-- A transition table exists only for its own operation (no old rows on INSERT), hence one query per operation; only
-- the columns the keys read are passed on.
CREATE FUNCTION search_facet_counts_written() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM search_facet_counts;
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(jsonb_build_object('d', 1, 'category', x.category, 'group_slug', x.group_slug, 'country', x.country, 'city', x.city, 'price', x.price, 'nights', x.nights, 'available_months', x.available_months, 'booking_mode', x.booking_mode, 'review_count', x.review_count, 'review_sum', x.review_sum)) INTO changed FROM new_rows x WHERE x.status = 'active' AND x.approved;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_object('d', -1, 'category', x.category, 'group_slug', x.group_slug, 'country', x.country, 'city', x.city, 'price', x.price, 'nights', x.nights, 'available_months', x.available_months, 'booking_mode', x.booking_mode, 'review_count', x.review_count, 'review_sum', x.review_sum)) INTO changed FROM old_rows x WHERE x.status = 'active' AND x.approved;
  ELSE
    -- Only the rows whose counted columns changed (most updates, such as the hourly next_date refresh, change none);
    -- each side joined to the other by id (a hash join: transition tables have no index).
    SELECT jsonb_agg(y.r) INTO changed FROM (
      SELECT jsonb_build_object('d', 1, 'category', x.category, 'group_slug', x.group_slug, 'country', x.country, 'city', x.city, 'price', x.price, 'nights', x.nights, 'available_months', x.available_months, 'booking_mode', x.booking_mode, 'review_count', x.review_count, 'review_sum', x.review_sum) AS r FROM new_rows x JOIN old_rows o ON o.id = x.id
        WHERE x.status = 'active' AND x.approved AND (x.status, x.approved, x.category, x.group_slug, x.country, x.city, x.price, x.nights, x.available_months, x.booking_mode, x.review_count, x.review_sum) IS DISTINCT FROM (o.status, o.approved, o.category, o.group_slug, o.country, o.city, o.price, o.nights, o.available_months, o.booking_mode, o.review_count, o.review_sum)
      UNION ALL
      SELECT jsonb_build_object('d', -1, 'category', x.category, 'group_slug', x.group_slug, 'country', x.country, 'city', x.city, 'price', x.price, 'nights', x.nights, 'available_months', x.available_months, 'booking_mode', x.booking_mode, 'review_count', x.review_count, 'review_sum', x.review_sum) FROM old_rows x JOIN new_rows n ON n.id = x.id
        WHERE x.status = 'active' AND x.approved AND (x.status, x.approved, x.category, x.group_slug, x.country, x.city, x.price, x.nights, x.available_months, x.booking_mode, x.review_count, x.review_sum) IS DISTINCT FROM (n.status, n.approved, n.category, n.group_slug, n.country, n.city, n.price, n.nights, n.available_months, n.booking_mode, n.review_count, n.review_sum)) y;
  END IF;
  IF changed IS NOT NULL THEN PERFORM search_facet_counts_apply(changed); END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER search_facet_counts_insert AFTER INSERT ON programs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_written();
CREATE TRIGGER search_facet_counts_update AFTER UPDATE ON programs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_written();
CREATE TRIGGER search_facet_counts_delete AFTER DELETE ON programs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_written();
CREATE TRIGGER search_facet_counts_truncate AFTER TRUNCATE ON programs FOR EACH STATEMENT EXECUTE FUNCTION search_facet_counts_written();

-- The programs there are now.
INSERT INTO search_facet_counts (facet, value, n)
SELECT k.facet, k.value, count(*)::int FROM programs p,
  search_facet_keys(p.category, p.group_slug, p.country, p.city, p.price, p.nights, p.available_months, p.booking_mode, p.review_count, p.review_sum) k
WHERE p.status = 'active' AND p.approved GROUP BY k.facet, k.value;

-- The instant-booking filter's programs, in the public order (few of them in most catalogues).
CREATE INDEX programs_public_instant_idx ON programs (created_at, id) WHERE status = 'active' AND approved AND booking_mode = 'instant';
