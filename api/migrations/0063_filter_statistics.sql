-- Statistics on the filters' keys (src/read-model/filters.ts PRICE_KEY, NIGHTS_KEY, RATING_KEY, spelled the
-- same). Their indexes are partial (public programs only), and PostgreSQL does not use a partial index's statistics
-- to estimate a condition, so "4+ stars" was estimated at a third of the catalogue and read it whole (120 ms at 100,000
-- programs for 23 matches) instead of walking programs_public_rating_idx. Extended statistics on the expressions give
-- the planner their spread; ANALYZE (the autovacuum's, or seed-large's) fills them.
CREATE STATISTICS programs_rating_key_stats ON ((CASE WHEN review_count > 0 THEN -((review_sum * 1000 / review_count) * 100000 + least(review_count, 99999)) ELSE 2147483647 END)) FROM programs;
CREATE STATISTICS programs_price_key_stats ON (coalesce(price, 2147483647)) FROM programs;
CREATE STATISTICS programs_nights_key_stats ON (coalesce(nights, 2147483647)) FROM programs;
ANALYZE programs;
