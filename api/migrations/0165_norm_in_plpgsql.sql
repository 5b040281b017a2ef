-- catalog_norm (lower case, no accents) is called on every program a search walks for the term inside its name
-- (features/search/service.ts, ~40 calls a search at 1,000,000 programs), and by the generated columns on every write.
-- As a SQL function it is never inlined (unaccent is STABLE, catalog_norm IMMUTABLE, as the generated columns and
-- indexes need), so each call ran the SQL function executor: 3 µs, against 0.5 µs for the same expression as a
-- PL/pgSQL simple expression (20,000 names at 1,000,000 programs: 132–161 ms against 82–85, 73 ms to read them;
-- docs/performance-api.md). Same body, same answer: the indexes and stored columns that use it stay valid.
CREATE OR REPLACE FUNCTION catalog_norm(text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1));
END
$$;
