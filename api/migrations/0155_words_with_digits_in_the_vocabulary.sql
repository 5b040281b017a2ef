-- The vocabulary (catalog_words) holds every word of three letters or more of the public programs, digits included, so
-- that a search can ask it whether a term is inside any word at all before it reads the programs' letters' index: a
-- misspelled word of common letter groups ("cryoterapy") read ~60 ms of that index at 1,000,000 programs to find
-- nothing (docs/performance-api.md). A term of letters and digits found in a program's `search_text` is inside one of
-- its words, and every word of `search_text` is in `search_tsv` (catalog_search_source reads the same fields), so the
-- vocabulary answers for it; words with digits were left out until now ("spa2go" would have hidden "spa2" and "pa2g").
-- The misspellings' suggestions still come from the words without digits (their own index, below).

-- 1. Words with digits are kept from now on (the stems of translations, '~es~…', still are not: they are not in
--    search_text).
CREATE OR REPLACE FUNCTION programs_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    -- In word order, so that two writers adding the same words wait for each other instead of deadlocking.
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.search_tsv)) AS w
      WHERE n.status = 'active' AND n.approved AND length(w) >= 3 AND position('~' IN w) = 0
      ORDER BY w
      ON CONFLICT DO NOTHING;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id AND o.status = 'active' AND o.approved,
        unnest(tsvector_to_array(CASE WHEN o.id IS NULL THEN n.search_tsv ELSE ts_delete(n.search_tsv, tsvector_to_array(o.search_tsv)) END)) AS w
      WHERE n.status = 'active' AND n.approved AND length(w) >= 3 AND position('~' IN w) = 0
      ORDER BY w
      ON CONFLICT DO NOTHING;
  END IF;
  PERFORM pg_notify('catalog_changed', 'programs');
  RETURN NULL;
END
$$;

-- 2. The public programs' words with digits (one read of the catalogue: 56,417 words in 14 s at 1,000,000).
INSERT INTO catalog_words (word)
  SELECT DISTINCT w FROM programs p, unnest(tsvector_to_array(p.search_tsv)) AS w
  WHERE p.status = 'active' AND p.approved AND length(w) >= 3 AND w ~ '[0-9]' AND position('~' IN w) = 0
  ORDER BY w
  ON CONFLICT DO NOTHING;

-- 3. The suggestions for a misspelled word: words without digits, as before, from their own index (read through a
--    bitmap, whatever the settings of the statement that asks: see 4).
CREATE INDEX catalog_words_letters_trgm_idx ON catalog_words USING gin (word gin_trgm_ops) WHERE word !~ '[0-9]';

CREATE OR REPLACE FUNCTION catalog_fuzzy_tsquery(q text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET enable_bitmapscan = on SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  r record;
  alternatives text;
  parts text[] := '{}';
  unknown boolean := false;
  last int;
BEGIN
  SELECT max(pos) INTO last FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
  WHERE position('-' IN t.lexeme) = 0;
  IF last IS NULL THEN RETURN NULL; END IF;
  FOR r IN SELECT lexeme, pos FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
           WHERE position('-' IN t.lexeme) = 0 ORDER BY pos LOOP
    IF length(r.lexeme) < 3 OR r.lexeme ~ '[0-9]'
       OR EXISTS (SELECT 1 FROM catalog_words WHERE word = r.lexeme)
       OR (r.pos = last AND EXISTS (SELECT 1 FROM catalog_words WHERE word > r.lexeme AND word < r.lexeme || chr(1114111))) THEN
      parts := parts || (catalog_lexeme(r.lexeme) || CASE WHEN r.pos = last THEN ':*' ELSE '' END);
    ELSE
      unknown := true;
      SELECT string_agg(catalog_lexeme(word), ' | ') INTO alternatives
      FROM (SELECT word FROM catalog_words WHERE word % r.lexeme AND word !~ '[0-9]' AND similarity(word, r.lexeme) >= 0.4
            ORDER BY similarity(word, r.lexeme) DESC, word LIMIT 3) AS near;
      IF alternatives IS NULL THEN RETURN NULL; END IF;
      parts := parts || ('(' || alternatives || ')');
    END IF;
  END LOOP;
  IF NOT unknown THEN RETURN NULL; END IF;
  RETURN array_to_string(parts, ' & ')::tsquery;
END
$$;

-- 4. A term's pattern for the programs' letters (search_text LIKE): NULL, which the trigram index answers without
--    reading anything, when the term is letters and digits only and inside no word of the vocabulary. Any other term
--    (one with other signs could span two words) keeps its pattern. Its own plan settings: a search's statements run
--    with bitmaps off and generic plans (read-model/plans.ts), under which the vocabulary's trigram index is not used
--    and a generic LIKE reads all 58,149 words of the bench's vocabulary (145 ms; 0.1 ms through the index).
CREATE OR REPLACE FUNCTION catalog_inner_like(q text) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET enable_bitmapscan = on SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  pat text := catalog_like(q);
BEGIN
  IF catalog_norm(q) !~ '^[[:alnum:]]+$' OR EXISTS (SELECT 1 FROM catalog_words WHERE word LIKE pat) THEN
    RETURN pat;
  END IF;
  RETURN NULL;
END
$$;
