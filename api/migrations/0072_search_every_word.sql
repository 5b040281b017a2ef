-- Search that finds: every word of the term may match in any field. "yoga bali" found nothing because the words had to
-- follow each other in one text ("yoga" in the category, "Bali" in the place). Now a program matches when it holds
-- every word (the last one possibly as the start of a word) anywhere in its name, place, country, city, description,
-- details, category (its label and its group's name), highlights, what it includes and its daily schedule ("yoga
-- italy": a morning yoga class of a program on Lake Como), through the same GIN indexes with the filter keys (0065).

-- 1. The category's words as the product names them: its label and its group's name (CATEGORY_OPTIONS and
-- PROGRAM_GROUPS of shared/src/domain/constants.ts; a test compares the two). A stored column can only call immutable
-- functions, so the names are written here rather than read from the categories table.
CREATE FUNCTION catalog_category_words(category text, group_slug text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ',
    CASE category
      WHEN 'wellness' THEN 'Wellness' WHEN 'detox' THEN 'Detox' WHEN 'fitness' THEN 'Fitness' WHEN 'spa' THEN 'Spa'
      WHEN 'yoga' THEN 'Yoga & Meditation' WHEN 'nutrition' THEN 'Nutrition' ELSE category END,
    CASE group_slug
      WHEN 'transformative-health' THEN 'Transformative Health & Wellbeing' WHEN 'healing-renewal' THEN 'Healing & Renewal Experience'
      WHEN 'metabolic-health' THEN 'Metabolic Health' WHEN 'spa-relaxation' THEN 'Spa & Relaxation' END)
$$;

-- The texts of a JSON value (a list of highlights, of included items, of schedule lines), space-separated.
CREATE FUNCTION catalog_json_words(value jsonb) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(string_agg(v #>> '{}', ' '), '') FROM jsonb_path_query(coalesce(value, 'null'::jsonb), 'strict $.**') AS v WHERE jsonb_typeof(v) = 'string'
$$;

-- What search reads of a program, normalised once (lower case, accents removed).
CREATE FUNCTION catalog_search_source(name text, location text, details text, country text, city text, description text, category text, group_slug text,
  highlights jsonb, includes jsonb, daily_schedule jsonb)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT catalog_norm(concat_ws(' ', name, location, details, country, city, description, catalog_category_words(category, group_slug),
    catalog_json_words(highlights), catalog_json_words(includes), catalog_json_words(daily_schedule)))
$$;

-- 2. The term as a full-text query: every word required, anywhere, the last one also as a word start ("longev" finds
-- "longevity"). A hyphenated word ("lotus-harbor") is read as its parts, which to_tsvector gives beside it. NULL when
-- the term has no word.
CREATE OR REPLACE FUNCTION catalog_tsquery(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  WITH w AS (
    SELECT lexeme, pos, row_number() OVER (ORDER BY pos DESC) AS from_end
    FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
    WHERE position('-' IN lexeme) = 0
  )
  SELECT string_agg(catalog_lexeme(lexeme) || CASE WHEN from_end = 1 THEN ':*' ELSE '' END, ' & ' ORDER BY pos)::tsquery
  FROM w
$$;

-- The same with each word that is in no public program (nor, for the last one, the start of a word in one) replaced by
-- the three nearest words that are; NULL when every word is known or an unknown one has no near word.
CREATE OR REPLACE FUNCTION catalog_fuzzy_tsquery(q text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT AS $$
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
      FROM (SELECT word FROM catalog_words WHERE word % r.lexeme AND similarity(word, r.lexeme) >= 0.4
            ORDER BY similarity(word, r.lexeme) DESC, word LIMIT 3) AS near;
      IF alternatives IS NULL THEN RETURN NULL; END IF;
      parts := parts || ('(' || alternatives || ')');
    END IF;
  END LOOP;
  IF NOT unknown THEN RETURN NULL; END IF;
  RETURN array_to_string(parts, ' & ')::tsquery;
END
$$;

-- 3. The stored words over every field (`search_tsv`, its GIN index with the filter keys made again). The substring
-- text (`search_text`, for a term inside a word) keeps the fields it had: longer texts would make its trigram index
-- and the checks of its matches slower for every one-word search (measured at 100,000 programs: docs/performance-api.md).
-- Rewriting the column takes a while on a large catalogue (docs/deploy.md). The adjacent pairs (`search_pairs`, 0009)
-- are no longer read; they stay for the previous version during a rolling deploy, and go in a later release.
ALTER TABLE programs DROP COLUMN search_tsv;
ALTER TABLE programs ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple',
  catalog_search_source(name, location, details, country, city, description, category, group_slug, highlights, includes, daily_schedule))) STORED;
ALTER TABLE programs ALTER COLUMN search_tsv SET STATISTICS 1000;
CREATE INDEX programs_public_words_keys_idx ON programs USING gin (search_tsv, filter_keys) WHERE status = 'active' AND approved;

-- 4. The vocabulary of misspellings gains the new fields' words.
INSERT INTO catalog_words (word)
  SELECT word FROM ts_stat($$SELECT search_tsv FROM programs WHERE status = 'active' AND approved$$)
  WHERE length(word) >= 3 AND word !~ '[0-9]'
  ON CONFLICT DO NOTHING;
ANALYZE programs;
