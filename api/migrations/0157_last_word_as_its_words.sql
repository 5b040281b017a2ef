-- A search's last word is also a word start (catalog_tsquery: "retreat:*"). In a GIN index a word start is a partial
-- match: PostgreSQL reads every entry it covers into a bitmap before intersecting it with the rest, so a common last
-- word costs its whole posting list ("yoga retreat" in January at 1,000,000 programs: 95 ms in the index, 19,729
-- candidates rechecked, 410 ms in all). The same word start written as the words it covers ('retreat', the only word of
-- the vocabulary starting so) is an exact entry, which the index intersects entry by entry: 25 ms and 8,259 candidates,
-- 40 ms in all, for the same 6,903 programs.
--
-- catalog_words_tsquery is catalog_tsquery with the last word so written when it has three letters or more and the
-- vocabulary (catalog_words: every word of three letters or more of a public program, migrations/0155) holds at most
-- 16 words starting with it; else, as before, a word start. The words of a public program all being in the
-- vocabulary, the programs matched are the same.
CREATE OR REPLACE FUNCTION catalog_words_tsquery(q text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT
  -- The vocabulary's B-tree read whatever the settings of the statement that asks (read-model/plans.ts).
  SET enable_indexscan = on SET enable_bitmapscan = on SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  last text;
  words text[];
  parts text;
BEGIN
  SELECT lexeme INTO last FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
  WHERE position('-' IN lexeme) = 0 ORDER BY pos DESC LIMIT 1;
  IF last IS NULL OR length(last) < 3 THEN RETURN catalog_tsquery(q); END IF;
  words := ARRAY(SELECT word FROM catalog_words WHERE word >= last AND word < last || chr(1114111) ORDER BY word LIMIT 17);
  IF cardinality(words) = 0 OR cardinality(words) > 16 THEN RETURN catalog_tsquery(q); END IF;
  SELECT string_agg(CASE WHEN w.from_end = 1 THEN '(' || (SELECT string_agg(catalog_lexeme(v), ' | ') FROM unnest(words) AS v) || ')'
                    ELSE catalog_lexeme(w.lexeme) END, ' & ' ORDER BY w.pos)
  INTO parts
  FROM (SELECT lexeme, pos, row_number() OVER (ORDER BY pos DESC) AS from_end
        FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
        WHERE position('-' IN lexeme) = 0) AS w;
  RETURN parts::tsquery;
END
$$;
