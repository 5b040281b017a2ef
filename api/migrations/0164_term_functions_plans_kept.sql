-- A search's term is made into its queries by SQL functions in each of its statements (the CTE `term`:
-- features/search/service.ts), two or three statements a search. Two of them were SQL functions that PostgreSQL
-- cannot inline (a CTE, a window function), and a SQL function that is not inlined has its body parsed and planned
-- again at every statement that calls it: catalog_may_match took 0.49 ms a call and catalog_tsquery 0.15 ms (0.54 ms
-- in Spanish or French), against 0.05 ms for `SELECT 1` (pgbench, one client, at 1,000,000 programs: about 0.6 ms of
-- a search statement's 0.8 ms, docs/performance-api.md). The same bodies in PL/pgSQL keep their plans for the
-- connection: 0.07–0.08 ms a call. What they answer is unchanged.

-- The vocabulary's B-tree, whatever the settings of the statement that asks (read-model/plans.ts), now in a plan kept
-- for the connection (as migrations/0158 keeps the other vocabulary functions' plans): a word is an index lookup and a
-- word start an index range, so no kept plan scans the vocabulary.
CREATE OR REPLACE FUNCTION catalog_may_match(q text) RETURNS boolean LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET enable_seqscan = off SET enable_indexscan = on SET enable_bitmapscan = on SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  RETURN NOT EXISTS (
    WITH w AS (
      SELECT t.lexeme, p.pos, max(p.pos) OVER () AS last
      FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS p(pos)
      WHERE position('-' IN t.lexeme) = 0
    )
    SELECT 1 FROM w
    WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '[0-9]'
      AND NOT EXISTS (SELECT 1 FROM catalog_words c WHERE c.word = w.lexeme)
      AND NOT (w.pos = w.last AND EXISTS (SELECT 1 FROM catalog_words c WHERE c.word > w.lexeme AND c.word < w.lexeme || chr(1114111)))
  );
END
$$;

CREATE OR REPLACE FUNCTION catalog_tsquery(q text) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN (
    WITH w AS (
      SELECT lexeme, pos, row_number() OVER (ORDER BY pos DESC) AS from_end
      FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
      WHERE position('-' IN lexeme) = 0
    )
    SELECT string_agg(catalog_lexeme(lexeme) || CASE WHEN from_end = 1 THEN ':*' ELSE '' END, ' & ' ORDER BY pos)::tsquery
    FROM w
  );
END
$$;

CREATE OR REPLACE FUNCTION catalog_tsquery(q text, lang text) RETURNS tsquery LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $$
BEGIN
  RETURN coalesce((
    WITH w AS (
      SELECT lexeme, pos, row_number() OVER (ORDER BY pos DESC) AS from_end
      FROM unnest(to_tsvector('simple', lower(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
      WHERE lang IN ('es', 'fr') AND position('-' IN lexeme) = 0
    ), terms AS (
      SELECT w.pos, w.from_end, catalog_norm(w.lexeme) AS plain,
        ARRAY(SELECT DISTINCT '~' || lang || '~' || catalog_norm(s.l) FROM unnest(CASE lang
          WHEN 'es' THEN to_tsvector('spanish', w.lexeme) || to_tsvector('spanish', catalog_norm(w.lexeme))
          ELSE to_tsvector('french', w.lexeme) || to_tsvector('french', catalog_norm(w.lexeme)) END) AS s(l, p, x)) AS stems
      FROM w
    ), parts AS (
      SELECT t.pos, '(' || (SELECT string_agg(catalog_lexeme(v) || CASE WHEN t.from_end = 1 THEN ':*' ELSE '' END, ' | ')
        FROM unnest(t.plain || t.stems) AS v) || ')' AS part
      FROM terms t WHERE cardinality(t.stems) > 0
    )
    SELECT string_agg(part, ' & ' ORDER BY pos) FROM parts
  )::tsquery, catalog_tsquery(q));
END
$$;
