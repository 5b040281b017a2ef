-- A program's own texts in other languages (shared/src/domain/translations.ts): its name, description, details, about
-- and highlights in Spanish and French, given by its owner in the program form; the public reads them in the visitor's
-- language where they exist, the original otherwise. Why these fields and not the others: docs/adr/0017.
--
-- `text_language`: the language the program's own columns are written in (English for every program so far), so a
-- program written in Spanish one day needs no other change to how its texts are chosen.
-- `translations`: `{ es?: {name, description, details, about, highlights[]}, fr?: {...} }`, checked by the API's schema
-- (programTranslationsSchema). One jsonb column rather than a table: the texts are read and written with their
-- program, never alone, and the stored words below can be generated from it.
ALTER TABLE programs ADD COLUMN text_language text NOT NULL DEFAULT 'en';
ALTER TABLE programs ADD COLUMN translations jsonb NOT NULL DEFAULT '{}';

-- The words of a program's translations, each language stemmed by PostgreSQL's own configuration ('spanish', 'french':
-- "meditación" and "meditar" share the stem "medit"), both as written and with accents removed (the stemmers remove a
-- suffix only when its accent is there: "meditacion" typed without one finds it through the second), every stem
-- without accents (as every stored word is, catalog_norm). Each stem is marked with its language ('~es~medit'): a word
-- of a query in the simple configuration never starts with '~' (the parser splits there), so an English search, exact
-- or as a word start, can never match a translation's stem, and a Spanish one never a French stem.
CREATE FUNCTION catalog_translation_words(translations jsonb) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(ARRAY(
    SELECT DISTINCT '~es~' || catalog_norm(l) FROM unnest(
      to_tsvector('spanish', lower(catalog_json_words(translations -> 'es'))) || to_tsvector('spanish', catalog_norm(catalog_json_words(translations -> 'es')))) AS t(l, p, w)
    UNION
    SELECT DISTINCT '~fr~' || catalog_norm(l) FROM unnest(
      to_tsvector('french', lower(catalog_json_words(translations -> 'fr'))) || to_tsvector('french', catalog_norm(catalog_json_words(translations -> 'fr')))) AS t(l, p, w)))
$$;

-- The term as a full-text query for a visitor reading in `lang` ('es', 'fr'): each word of the term, the last one also
-- as a word start, in the original's words (as catalog_tsquery) OR as a stem of the language in the translations, so
-- "retiro yoga bali" finds a program whose Spanish texts say "retiro de yoga" and whose place is Bali. A word that is
-- only a stop word of the language ("de", "en", "la") is left out. For any other `lang`, and for a term of stop words
-- only, catalog_tsquery(q) itself: English searches keep their query. NULL when the term has no word.
CREATE FUNCTION catalog_tsquery(q text, lang text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
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
  SELECT coalesce((SELECT string_agg(part, ' & ' ORDER BY pos) FROM parts)::tsquery, catalog_tsquery(q))
$$;

-- The stored words gain the translations' (the column is made again: a generated column's expression cannot change).
-- Rewriting it takes a while on a large catalogue (docs/deploy.md).
ALTER TABLE programs DROP COLUMN search_tsv;
ALTER TABLE programs ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple',
  catalog_search_source(name, location, details, country, city, description, category, group_slug, highlights, includes, daily_schedule))
  || catalog_translation_words(translations)) STORED;
ALTER TABLE programs ALTER COLUMN search_tsv SET STATISTICS 1000;
CREATE INDEX programs_public_words_keys_idx ON programs USING gin (search_tsv, filter_keys) WHERE status = 'active' AND approved;

-- The vocabulary of misspellings (catalog_fuzzy_tsquery) keeps the original's words: a translation's stems ('~es~…')
-- are no words a visitor types.
CREATE OR REPLACE FUNCTION programs_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    -- In word order, so that two writers adding the same words wait for each other instead of deadlocking.
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_tsv)) AS w
      WHERE new_rows.status = 'active' AND new_rows.approved AND length(w) >= 3 AND w !~ '[0-9~]'
      ORDER BY w
      ON CONFLICT DO NOTHING;
  END IF;
  PERFORM pg_notify('catalog_changed', 'programs');
  RETURN NULL;
END
$$;
ANALYZE programs;
