-- Stateless API processes: search and lists are answered by PostgreSQL, no process keeps the catalogue.
-- This replaces the in-memory catalogue's change log (migrations/0007, 0008) with what the queries need: a normalised
-- haystack with its trigram index, a weighted tsvector with its GIN index, the sort keys of the list as indexes, the
-- vocabulary for misspelled words, and a NOTIFY on every committed write to the catalogue (the answer caches).

-- 1. Accents ignored: one normalisation, used by the stored columns and by every query term alike.
CREATE EXTENSION IF NOT EXISTS unaccent;

-- unaccent() is only STABLE (its dictionary could be changed), so it cannot be used by a stored column or an index;
-- naming the dictionary makes the call immutable, the usual wrapper. The extension's schema is looked up, not assumed.
DO $do$
DECLARE s text;
BEGIN
  SELECT n.nspname INTO s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent';
  EXECUTE format($f$CREATE FUNCTION catalog_norm(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $body$ SELECT lower(%1$I.unaccent(%2$L::regdictionary, $1)) $body$$f$, s, s || '.unaccent');
END
$do$;

-- A lexeme as a tsquery literal (quote_literal would write E'…' for a backslash, which tsquery does not read).
CREATE FUNCTION catalog_lexeme(lexeme text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT '''' || replace(replace(lexeme, '\', '\\'), '''', '''''') || ''''
$$;

-- The search term as a full-text query: its words in order, each one a whole word (`<n>` keeps their distance, as
-- phraseto_tsquery does), the last one also as a prefix (typing "longev" finds "longevity"). NULL when the term has no
-- word (only punctuation).
CREATE FUNCTION catalog_tsquery(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  WITH w AS (
    SELECT lexeme, pos, lag(pos) OVER (ORDER BY pos) AS prev, row_number() OVER (ORDER BY pos DESC) AS from_end
    FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos
  )
  SELECT string_agg(
    CASE WHEN prev IS NULL THEN '' ELSE ' <' || (pos - prev) || '> ' END
    || catalog_lexeme(lexeme)
    || CASE WHEN from_end = 1 THEN ':*' ELSE '' END,
    '' ORDER BY pos)::tsquery
  FROM w
$$;

-- Adjacent words as one lexeme each ("lake como"): a phrase of common words ("yoga retreat") is found through its pairs
-- in the GIN index instead of checking the word positions of every program that holds both words. Words are what
-- lies between spaces and punctuation; the pairs of odd and of even positions are joined by regexp_replace (much
-- cheaper per row than walking the words of a tsvector).
CREATE FUNCTION catalog_pair_list(t text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT ARRAY(
    SELECT DISTINCT replace(x, '~', ' ') FROM unnest(string_to_array(
      regexp_replace(w, '(\S+) (\S+)', '\1~\2', 'g') || ' ' || regexp_replace(regexp_replace(w, '^\S+ ?', ''), '(\S+) (\S+)', '\1~\2', 'g'), ' ')) AS x
    WHERE x LIKE '%~%')
  FROM (SELECT btrim(regexp_replace(replace(t, '~', ' '), '[[:space:][:punct:]]+', ' ', 'g')) AS w) s
$$;
CREATE FUNCTION catalog_pairs(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_tsvector(catalog_pair_list(t))
$$;

-- The pairs of the term's adjacent words, all required; a pair ending with the term's last word also as a prefix (the
-- word may be typed in part). NULL under two words.
CREATE FUNCTION catalog_pairs_tsquery(q text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT string_agg(catalog_lexeme(x.pair) || CASE WHEN split_part(x.pair, ' ', 2) = x.last THEN ':*' ELSE '' END, ' & ')::tsquery
  FROM (SELECT pair, substring(btrim(regexp_replace(catalog_norm(q), '[[:space:][:punct:]]+', ' ', 'g')) FROM '(\S+)$') AS last
        FROM unnest(catalog_pair_list(catalog_norm(q))) AS pair) x
$$;

-- The term as a LIKE pattern: normalised, its wildcards taken literally.
CREATE FUNCTION catalog_like(q text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT '%' || regexp_replace(catalog_norm(q), '([\\%_])', '\\\1', 'g') || '%'
$$;

-- 2. What search looks in (name, location, details, country and city): the normalised text, for inner-word matches
-- (its trigram index), and its words, for word and prefix matches, with their adjacent pairs for phrases; the name's
-- words apart too (a name match ranks first). Larger statistics than the default: the planner's estimate of how many programs hold a word decides
-- between an index walk in the public order and a bitmap of the matches, and is far off for rare words otherwise.
ALTER TABLE programs DROP COLUMN search_text;
ALTER TABLE programs
  ADD COLUMN search_text text GENERATED ALWAYS AS (catalog_norm(name || ' ' || location || ' ' || details || ' ' || country || ' ' || city)) STORED,
  ADD COLUMN search_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', catalog_norm(name || ' ' || location || ' ' || details || ' ' || country || ' ' || city))) STORED,
  ADD COLUMN name_tsv tsvector GENERATED ALWAYS AS (to_tsvector('simple', catalog_norm(name))) STORED,
  ADD COLUMN search_pairs tsvector GENERATED ALWAYS AS (catalog_pairs(catalog_norm(name || ' ' || location || ' ' || details || ' ' || country || ' ' || city))) STORED;
ALTER TABLE programs ALTER COLUMN search_text SET STATISTICS 1000, ALTER COLUMN search_tsv SET STATISTICS 1000, ALTER COLUMN name_tsv SET STATISTICS 1000;
CREATE INDEX programs_search_trgm_idx ON programs USING gin (search_text gin_trgm_ops) WHERE status = 'active' AND approved;
CREATE INDEX programs_search_tsv_idx ON programs USING gin (search_tsv) WHERE status = 'active' AND approved;
CREATE INDEX programs_name_tsv_idx ON programs USING gin (name_tsv) WHERE status = 'active' AND approved;
CREATE INDEX programs_search_pairs_idx ON programs USING gin (search_pairs) WHERE status = 'active' AND approved;

-- The places offered beside search results: each destination's country and cities, normalised once.
ALTER TABLE destinations ADD COLUMN search_names text GENERATED ALWAYS AS (catalog_norm(country || ' ' || (cities::text))) STORED;

-- 3. Sorts of the list, each a key that is never NULL (programs without the number or date last either way) followed
-- by the public order (created_at, id), so one index walk gives a page and a keyset cursor is one range condition.
-- Every key is an integer (a date as days since 2000-01-01). Prices are at most 10,000,000 and nights 365 (the API's
-- validation), far below the "none" value 2147483647.
--   date-asc: the soonest available date from today on. A stored key cannot follow the calendar, so `next_date` is the
--   soonest date from the day of the last write; a row whose `next_date` has passed since is refreshed by
--   catalog_refresh_next_dates() (the API runs it at start and every hour), and until then the list computes that row's
--   key itself (read-model/list.ts): answers stay exact.
ALTER TABLE programs ADD COLUMN next_date date;
-- The months of the available dates (year * 100 + month): the month filter is one entry of their GIN index, not 31.
ALTER TABLE programs ADD COLUMN available_months int[] NOT NULL DEFAULT '{}';

CREATE OR REPLACE FUNCTION programs_available_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.available_dates := ARRAY(
    SELECT DISTINCT d::date FROM jsonb_array_elements_text(coalesce(NEW.booking_options->'availableDates', '[]'::jsonb)) AS d
    WHERE d ~ '^\d{4}-\d{2}-\d{2}$' ORDER BY 1);
  -- The API's "today" is the UTC date.
  NEW.next_date := (SELECT min(d) FROM unnest(NEW.available_dates) AS d WHERE d >= (now() AT TIME ZONE 'UTC')::date);
  NEW.available_months := ARRAY(SELECT DISTINCT (extract(year FROM d) * 100 + extract(month FROM d))::int FROM unnest(NEW.available_dates) AS d ORDER BY 1);
  RETURN NEW;
END
$$;
UPDATE programs SET available_dates = '{}';

CREATE FUNCTION catalog_refresh_next_dates() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  today int := (now() AT TIME ZONE 'UTC')::date - '2000-01-01'::date;
  n int;
BEGIN
  -- Nothing to do unless the smallest key has passed: the first entry of the date sort's index.
  IF coalesce((SELECT coalesce(next_date - '2000-01-01'::date, 2147483647) FROM programs WHERE status = 'active' AND approved
               ORDER BY coalesce(next_date - '2000-01-01'::date, 2147483647) LIMIT 1) >= today, true) THEN
    RETURN 0;
  END IF;
  WITH changed AS (
    UPDATE programs SET next_date = (SELECT min(d) FROM unnest(available_dates) AS d WHERE d >= (now() AT TIME ZONE 'UTC')::date)
    -- Written as the index of the date sort spells it, so that finding the stale rows is an index range.
    WHERE status = 'active' AND approved AND coalesce(next_date - '2000-01-01'::date, 2147483647) < today
    RETURNING 1)
  SELECT count(*)::int INTO n FROM changed;
  RETURN n;
END
$$;

DROP INDEX IF EXISTS programs_public_price_idx;
DROP INDEX IF EXISTS programs_public_nights_idx;
CREATE INDEX programs_public_price_asc_idx ON programs ((coalesce(price, 2147483647)), created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_price_desc_idx ON programs ((coalesce(-price, 2147483647)), created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_nights_asc_idx ON programs ((coalesce(nights, 2147483647)), created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_nights_desc_idx ON programs ((coalesce(-nights, 2147483647)), created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_next_date_idx ON programs ((coalesce(next_date - '2000-01-01'::date, 2147483647)), created_at, id) WHERE status = 'active' AND approved;
-- The month filter: the month in the months, then (for the current month) a date from today on among the dates.
CREATE INDEX programs_public_months_idx ON programs USING gin (available_months) WHERE status = 'active' AND approved;

-- 4. The vocabulary of the public catalogue (each word once), for misspelled search terms: a word that is not in it is
-- replaced by the nearest words that are (pg_trgm similarity), as the pg_trgm documentation suggests for text search.
-- "C" collation: a prefix test is a range of the primary key. Words are only added (a word no program uses any more
-- finds nothing), numbers and words under three letters are left out.
CREATE TABLE catalog_words (word text COLLATE "C" PRIMARY KEY);
CREATE INDEX catalog_words_trgm_idx ON catalog_words USING gin (word gin_trgm_ops);
INSERT INTO catalog_words (word)
  SELECT DISTINCT w FROM programs, unnest(tsvector_to_array(search_tsv)) AS w
  WHERE status = 'active' AND approved AND length(w) >= 3 AND w !~ '[0-9]'
  ON CONFLICT DO NOTHING;

-- The search term with each word that is not in the vocabulary (nor, for the last one, the start of a word in it)
-- replaced by the three nearest words that are; NULL when every word is known or an unknown one has no near word.
CREATE FUNCTION catalog_fuzzy_tsquery(q text) RETURNS tsquery LANGUAGE plpgsql STABLE PARALLEL SAFE STRICT AS $$
DECLARE
  r record;
  alternatives text;
  out text := '';
  unknown boolean := false;
  prev int;
  last int;
BEGIN
  SELECT max(pos) INTO last FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos;
  IF last IS NULL THEN RETURN NULL; END IF;
  FOR r IN SELECT lexeme, pos FROM unnest(to_tsvector('simple', catalog_norm(q))) AS t(lexeme, positions, weights), unnest(t.positions) AS pos ORDER BY pos LOOP
    IF prev IS NOT NULL THEN out := out || ' <' || (r.pos - prev) || '> '; END IF;
    prev := r.pos;
    IF length(r.lexeme) < 3 OR r.lexeme ~ '[0-9]'
       OR EXISTS (SELECT 1 FROM catalog_words WHERE word = r.lexeme)
       OR (r.pos = last AND EXISTS (SELECT 1 FROM catalog_words WHERE word > r.lexeme AND word < r.lexeme || chr(1114111))) THEN
      out := out || catalog_lexeme(r.lexeme) || CASE WHEN r.pos = last THEN ':*' ELSE '' END;
    ELSE
      unknown := true;
      SELECT string_agg(catalog_lexeme(word), ' | ') INTO alternatives
      FROM (SELECT word FROM catalog_words WHERE word % r.lexeme AND similarity(word, r.lexeme) >= 0.4
            ORDER BY similarity(word, r.lexeme) DESC, word LIMIT 3) AS near;
      IF alternatives IS NULL THEN RETURN NULL; END IF;
      out := out || '(' || alternatives || ')';
    END IF;
  END LOOP;
  IF NOT unknown THEN RETURN NULL; END IF;
  RETURN out::tsquery;
END
$$;

-- 5. The in-memory catalogue's change log is gone (migrations/0007, 0008).
DROP TRIGGER IF EXISTS programs_changes_insert ON programs;
DROP TRIGGER IF EXISTS programs_changes_update ON programs;
DROP TRIGGER IF EXISTS programs_changes_delete ON programs;
DROP FUNCTION IF EXISTS programs_log_changes();
DROP TABLE IF EXISTS program_changes;
DROP TABLE IF EXISTS catalog_version;

-- 6. Every committed write to a catalogue table is announced on the channel `catalog_changed`, its payload the table's
-- name: each API process LISTENs and drops the cached answers that show that table (src/lib/cache.ts). PostgreSQL
-- delivers a notification only once its transaction commits, once per distinct payload per transaction. A statement
-- that touched no program announces nothing. Writes to `programs` also add the new words to the vocabulary.
CREATE FUNCTION programs_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    -- In word order, so that two writers adding the same words wait for each other instead of deadlocking.
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(new_rows.search_tsv)) AS w
      WHERE new_rows.status = 'active' AND new_rows.approved AND length(w) >= 3 AND w !~ '[0-9]'
      ORDER BY w
      ON CONFLICT DO NOTHING;
  END IF;
  PERFORM pg_notify('catalog_changed', 'programs');
  RETURN NULL;
END
$$;
CREATE TRIGGER programs_written_insert AFTER INSERT ON programs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION programs_written();
CREATE TRIGGER programs_written_update AFTER UPDATE ON programs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION programs_written();
CREATE TRIGGER programs_written_delete AFTER DELETE ON programs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION programs_written();

CREATE FUNCTION catalog_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
CREATE TRIGGER programs_written_truncate AFTER TRUNCATE ON programs FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();
CREATE TRIGGER destinations_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON destinations FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();
CREATE TRIGGER faqs_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faqs FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();
CREATE TRIGGER categories_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();
CREATE TRIGGER program_groups_written AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON program_groups FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();

ANALYZE programs;
