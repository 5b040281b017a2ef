-- Programs list filters and sorts: price per person and nights are numbers stored at write time (the API
-- derives them from the form's texts); available dates are kept as a date[] by a trigger from booking_options, for
-- the month filter and the soonest-date sort.
ALTER TABLE programs ADD COLUMN available_dates date[] NOT NULL DEFAULT '{}';

CREATE FUNCTION programs_available_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.available_dates := ARRAY(
    SELECT DISTINCT d::date FROM jsonb_array_elements_text(coalesce(NEW.booking_options->'availableDates', '[]'::jsonb)) AS d
    WHERE d ~ '^\d{4}-\d{2}-\d{2}$' ORDER BY 1);
  RETURN NEW;
END
$$;
CREATE TRIGGER programs_available_dates BEFORE INSERT OR UPDATE ON programs FOR EACH ROW EXECUTE FUNCTION programs_available_dates();

-- Backfill: the dates of every row; price and nights where a row has none but its texts say them
-- ("$3,450", "From $2,400 per person"; "7 Days / 6 Nights", "2 night minimum", "5 Days" → 4 nights).
UPDATE programs SET available_dates = '{}';
UPDATE programs p SET price = s.amount
  FROM (SELECT id, (SELECT round(replace(m[1], ',', '')::numeric)::int
                    FROM regexp_match(price_text || ' ' || coalesce(booking_options->>'pricePerPerson', ''), '(\d{1,3}(?:,\d{3}){1,2}|\d{1,9})(?:\.\d+)?') AS m) AS amount
        FROM programs WHERE price IS NULL) s
  WHERE p.id = s.id AND s.amount IS NOT NULL;
UPDATE programs SET nights = coalesce((regexp_match(duration, '(\d{1,3})\s*night', 'i'))[1]::int, CASE WHEN days > 0 THEN days - 1 END)
  WHERE nights IS NULL;

CREATE INDEX programs_public_price_idx ON programs (price, created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_public_nights_idx ON programs (nights, created_at, id) WHERE status = 'active' AND approved;
