-- Two filters or more together ("wellness programs in January under $3,000", "Italy in January"): each filter's own
-- index holds tens of thousands of programs at 100,000, and the generic plans the lists and the search run with
-- (src/read-model/plans.ts) do not AND two bitmaps, so the broadest filter's rows were all read and checked
-- (31 ms at 100,000 for 766 matches; 153 ms at 1,000,000 for Italy in January). One GIN index over the category, the
-- group, the country and the months answers any mix of them in one scan, intersecting inside the index (14 ms).
-- btree_gin gives GIN the scalar columns; it ships with PostgreSQL (contrib).
--
-- Only where the database offers btree_gin: PostgreSQL does, and the embedded PGlite is started without it
-- (src/db/pglite-worker.mjs). With btree_gin loaded beside pg_trgm, PGlite 0.5.16 corrupted pg_trgm's comparison
-- pointer under load ("null function or function signature mismatch" inside similarity(): in 3 runs of 3 of the API
-- suites under load, and in none of 5 without it). The answers are the same either way; only the plans differ.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'btree_gin') THEN
    CREATE EXTENSION IF NOT EXISTS btree_gin;
    CREATE INDEX IF NOT EXISTS programs_public_filters_idx ON programs USING gin (category, group_slug, lower(country), available_months)
      WHERE status = 'active' AND approved;
  END IF;
END
$$;
