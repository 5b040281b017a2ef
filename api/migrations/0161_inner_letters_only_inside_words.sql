-- A term's pattern for the programs' letters (catalog_inner_like, migrations/0155) is needed only where the term is
-- inside a word, past its first letter. Found at a word's start, the program already matches as words: the search's
-- words are the term's last word as a word start (catalog_words_tsquery), and every word of `search_text` is a word of
-- `search_tsv` (0155). Until now the pattern was kept whenever a word of the vocabulary held the term anywhere, so for
-- every common word ("retreat", "spa", "yoga": words of the vocabulary themselves) each program a search or its facets
-- walk tested `search_text LIKE '%retreat%'`, reading its letters, for matches the words had found already. At
-- 1,000,000 programs none of "retreat", "spa", "yoga", "meditation" or "wellness" is inside a word past its start
-- ("detox" is: "hydro-detox"), and their walks now skip that test.
--
-- The vocabulary only grows (words are added as programs are written, never removed), so a word that once held the
-- term inside keeps the pattern: a search may test letters it need not, never miss a match. Its plan settings are
-- those of 0158 (the trigram index through a bitmap, a generic plan), repeated because CREATE OR REPLACE sets them.
CREATE OR REPLACE FUNCTION catalog_inner_like(q text) RETURNS text LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  SET enable_seqscan = off SET enable_indexscan = off SET enable_bitmapscan = on SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  pat text := catalog_like(q);
BEGIN
  -- '_' before the pattern: at least one letter before the term, so a word that starts with it does not count.
  IF catalog_norm(q) !~ '^[[:alnum:]]+$' OR EXISTS (SELECT 1 FROM catalog_words WHERE word LIKE '_' || pat) THEN
    RETURN pat;
  END IF;
  RETURN NULL;
END
$$;
