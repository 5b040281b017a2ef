-- The hourly refresh of the date sort's stored key (catalog_refresh_next_dates) changes nothing an administrator
-- reviews, so it must not raise a program's version: otherwise an admin who opened an unchanged program just before
-- the refresh is told "This program changed since you opened it". The refresh marks its own transaction and the
-- version trigger leaves such updates alone.
CREATE OR REPLACE FUNCTION programs_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('catalog.refreshing_dates', true) = 'on' THEN
    RETURN NEW;
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION catalog_refresh_next_dates() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  today int := (now() AT TIME ZONE 'UTC')::date - '2000-01-01'::date;
  n int;
BEGIN
  -- Nothing to do unless the smallest key has passed: the first entry of the date sort's index.
  IF coalesce((SELECT coalesce(next_date - '2000-01-01'::date, 2147483647) FROM programs WHERE status = 'active' AND approved
               ORDER BY coalesce(next_date - '2000-01-01'::date, 2147483647) LIMIT 1) >= today, true) THEN
    RETURN 0;
  END IF;
  PERFORM set_config('catalog.refreshing_dates', 'on', true);
  WITH changed AS (
    UPDATE programs SET next_date = (SELECT min(d) FROM unnest(available_dates) AS d WHERE d >= (now() AT TIME ZONE 'UTC')::date)
    -- Written as the index of the date sort spells it, so that finding the stale rows is an index range.
    WHERE status = 'active' AND approved AND coalesce(next_date - '2000-01-01'::date, 2147483647) < today
    RETURNING 1)
  SELECT count(*)::int INTO n FROM changed;
  PERFORM set_config('catalog.refreshing_dates', 'off', true);
  RETURN n;
END
$$;
