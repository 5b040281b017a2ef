-- Whether a term's words can match any public program at all. The words' query is an AND of the term's words, its last
-- one also a word start (catalog_tsquery, catalog_words_tsquery), and the vocabulary (catalog_words) holds every word
-- of three letters or more of the public programs' `search_tsv`, added in the same statement as the program (0155's
-- trigger). So a word of the term that the vocabulary does not hold (the last one: that no word of it starts with)
-- is in no public program, and neither is the term: a misspelled word ("longevty"). Its search walked the first 2,000
-- programs of the public order for nothing, then counted the same nothing from the indexes, then looked up its
-- corrected words apart, before any corrected match was read: 13–17 ms of its 55–70 ms at 1,000,000 programs
-- (docs/performance-api.md). Told this, the walk reads no program, and the corrections come with its answer.
--
-- Only what the vocabulary can answer for says "no": words of one or two letters and words with digits are not
-- looked up (as catalog_fuzzy_tsquery treats them), nor is a hyphenated word as a whole (its parts are). The
-- vocabulary only grows, so a word once written keeps the term possible: a search may walk for nothing, never miss.
-- The stems of translations (Spanish and French searches) are not in the vocabulary: those searches do not ask.
CREATE FUNCTION catalog_may_match(q text) RETURNS boolean LANGUAGE sql STABLE PARALLEL SAFE STRICT
  -- The vocabulary's B-tree read whatever the settings of the statement that asks (read-model/plans.ts).
  SET enable_indexscan = on SET enable_bitmapscan = on SET plan_cache_mode = force_custom_plan AS $$
  WITH w AS (
    SELECT t.lexeme, p.pos, max(p.pos) OVER () AS last
    FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS p(pos)
    WHERE position('-' IN t.lexeme) = 0
  )
  SELECT NOT EXISTS (
    SELECT 1 FROM w
    WHERE length(w.lexeme) >= 3 AND w.lexeme !~ '[0-9]'
      AND NOT EXISTS (SELECT 1 FROM catalog_words c WHERE c.word = w.lexeme)
      AND NOT (w.pos = w.last AND EXISTS (SELECT 1 FROM catalog_words c WHERE c.word > w.lexeme AND c.word < w.lexeme || chr(1114111)))
  )
$$;
