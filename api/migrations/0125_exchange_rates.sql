-- Reference exchange rates for showing prices in a visitor's currency (src/exchange-rates, src/features/rates): the
-- European Central Bank's, per euro, one row per currency and publication day, filled by the job `rates.refresh`
-- from a configured file or URL (EXCHANGE_RATES_URL) and, at seeding, from the snapshot that ships with the API.
-- Amounts are never charged at these rates: a booking is charged in its program's currency.
CREATE TABLE exchange_rates (
  rate_date  date NOT NULL,
  currency   text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  -- Units of `currency` for one euro (the euro itself is 1 and not stored).
  per_euro   numeric NOT NULL CHECK (per_euro > 0),
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (rate_date, currency)
);

-- A signed-in visitor's display currency (null: not chosen, the site's default).
ALTER TABLE user_preferences ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$');

-- The currencies the public programs are priced in, read by a skip scan of this index (one probe per currency, so a
-- price filter or sort in a visitor's currency knows at once whether the catalogue has more than one currency).
CREATE INDEX programs_public_currency_idx ON programs (currency) WHERE status = 'active' AND approved;
