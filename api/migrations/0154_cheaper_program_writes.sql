-- The 5,000-program update at 1,000,000 (docs/performance-api.md, "Writes at scale"): what each row's write costs
-- besides its heap tuple and index entries. Same stored values as before (checked on the bench's database: the filter
-- keys of all 1,000,027 programs, the dates and words of 30,027 renamed ones); that update's row triggers 0.85 -> 0.3 s.
--
-- 1. The available dates and months are rebuilt from booking_options only when those change (or a write sets them by
--    hand: they stay what booking_options say). next_date is still worked out on every write: it moves with the day.
--    The dates are kept in order, so the soonest one not past is the first one found (a loop, not a query per row).
CREATE OR REPLACE FUNCTION programs_available_dates() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- The API's "today" is the UTC date.
  today date := (now() AT TIME ZONE 'UTC')::date;
  day date;
BEGIN
  IF TG_OP = 'INSERT' OR NEW.booking_options IS DISTINCT FROM OLD.booking_options
     OR NEW.available_dates IS DISTINCT FROM OLD.available_dates OR NEW.available_months IS DISTINCT FROM OLD.available_months THEN
    NEW.available_dates := ARRAY(
      SELECT DISTINCT d::date FROM jsonb_array_elements_text(coalesce(NEW.booking_options->'availableDates', '[]'::jsonb)) AS d
      WHERE d ~ '^\d{4}-\d{2}-\d{2}$' ORDER BY 1);
    NEW.available_months := ARRAY(SELECT DISTINCT (extract(year FROM d) * 100 + extract(month FROM d))::int FROM unnest(NEW.available_dates) AS d ORDER BY 1);
  END IF;
  NEW.next_date := NULL;
  FOREACH day IN ARRAY NEW.available_dates LOOP
    IF day >= today THEN
      NEW.next_date := day;
      EXIT;
    END IF;
  END LOOP;
  RETURN NEW;
END
$$;

-- 2. An update adds to the vocabulary of misspellings only the words its rows did not have when they were public
--    already (the vocabulary only grows, and every public row's words were added when it was written): a rename adds
--    one word, not the 60 of each row again. ts_delete takes the old row's words out of the new row's in one call.
CREATE OR REPLACE FUNCTION programs_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    -- In word order, so that two writers adding the same words wait for each other instead of deadlocking.
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.search_tsv)) AS w
      WHERE n.status = 'active' AND n.approved AND length(w) >= 3 AND w !~ '[0-9~]'
      ORDER BY w
      ON CONFLICT DO NOTHING;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
    INSERT INTO catalog_words (word)
      SELECT DISTINCT w FROM new_rows n LEFT JOIN old_rows o ON o.id = n.id AND o.status = 'active' AND o.approved,
        unnest(tsvector_to_array(CASE WHEN o.id IS NULL THEN n.search_tsv ELSE ts_delete(n.search_tsv, tsvector_to_array(o.search_tsv)) END)) AS w
      WHERE n.status = 'active' AND n.approved AND length(w) >= 3 AND w !~ '[0-9~]'
      ORDER BY w
      ON CONFLICT DO NOTHING;
  END IF;
  PERFORM pg_notify('catalog_changed', 'programs');
  RETURN NULL;
END
$$;
DROP TRIGGER IF EXISTS programs_written_update ON programs;
CREATE TRIGGER programs_written_update AFTER UPDATE ON programs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION programs_written();

-- 3. A program without a provider does not look one up (a query per row).
CREATE OR REPLACE FUNCTION programs_summary_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.provider_id IS NULL THEN
    NEW.provider_summary := NULL;
  ELSE
    NEW.provider_summary := (SELECT jsonb_build_object('id', v.id, 'slug', v.slug, 'name', v.name) FROM providers v WHERE v.id = NEW.provider_id);
  END IF;
  NEW.summary_json := json_build_object(
    'id', NEW.id, 'slug', NEW.slug, 'name', NEW.name, 'location', NEW.location, 'country', NEW.country, 'city', NEW.city,
    'description', NEW.description, 'details', NEW.details, 'duration', NEW.duration, 'days', NEW.days, 'nights', NEW.nights,
    'price', NEW.price, 'priceText', NEW.price_text, 'category', NEW.category, 'group', NEW.group_slug,
    'groupName', CASE NEW.group_slug
      WHEN 'transformative-health' THEN 'Transformative Health & Wellbeing'
      WHEN 'healing-renewal' THEN 'Healing & Renewal Experience'
      WHEN 'metabolic-health' THEN 'Metabolic Health'
      WHEN 'spa-relaxation' THEN 'Spa & Relaxation'
      ELSE '' END,
    'image', coalesce(NEW.image_gallery->>0, ''), 'specialOffer', NEW.special_offer, 'terms', NEW.terms,
    'status', NEW.status, 'approved', NEW.approved,
    'reviewStats', json_build_object(
      'average', CASE WHEN NEW.review_count > 0 THEN round(NEW.review_sum::numeric / NEW.review_count, 1) END,
      'count', NEW.review_count),
    'provider', NEW.provider_summary,
    'bookingMode', NEW.booking_mode, 'cancellationPolicy', NEW.cancellation_policy, 'currency', NEW.currency)::text;
  RETURN NEW;
END
$$;

-- 4. The filter keys (generated column filter_keys, 0065) in PL/pgSQL: as an SQL function with subqueries it was never
--    inlined, so each row started an executor (142 -> 49 ms for 5,000 rows, the same arrays).
CREATE OR REPLACE FUNCTION catalog_filter_keys(category text, group_slug text, country text, city text, months integer[], nights integer, price integer, booking_mode text, review_count integer, review_sum integer, latitude double precision, longitude double precision)
  RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  keys text[] := ARRAY['c:' || category, 'g:' || group_slug, 'k:' || lower(country), 'y:' || lower(country) || '/' || lower(city)];
  m integer;
  n integer;
BEGIN
  IF months IS NOT NULL THEN
    FOREACH m IN ARRAY months LOOP
      keys := keys || ('m:' || m);
    END LOOP;
  END IF;
  IF nights IS NOT NULL THEN
    keys := keys || ('n:' || least(greatest(nights, 0), 31));
  END IF;
  IF price IS NOT NULL THEN
    keys := keys || ('p:' || least(greatest(price, 0) / 500, 60));
  END IF;
  IF booking_mode = 'instant' THEN
    keys := keys || 'i'::text;
  END IF;
  IF review_count > 0 THEN
    FOR n IN 1..5 LOOP
      IF review_sum >= n * review_count THEN
        keys := keys || ('r:' || n);
      END IF;
    END LOOP;
  END IF;
  IF latitude IS NOT NULL AND longitude IS NOT NULL THEN
    keys := keys || ('a:' || floor(longitude / 10)::int || '/' || floor(latitude / 10)::int);
  END IF;
  RETURN keys;
END
$$;

-- 5. Two indexes no statement uses: every read by country or city is of the public catalogue, which has its own
--    (programs_public_place_idx), and an owner's programs are read by programs_owner_updated_idx, whose first column is
--    the owner too (0061). Each index of programs takes an entry on every write that is not HOT.
DROP INDEX IF EXISTS programs_place_idx;
DROP INDEX IF EXISTS programs_owner_idx;
