-- Initial schema. Ids are text: seeded rows have stable readable ids (prg-001), new rows get UUIDs,
-- and a malformed id in a URL is simply "not found" rather than a cast error.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE users (
  id            text PRIMARY KEY,
  email         text NOT NULL,
  password_hash text NOT NULL,
  first_name    text NOT NULL,
  last_name     text NOT NULL,
  phone         text NOT NULL DEFAULT '',
  role          text NOT NULL CHECK (role IN ('user', 'facility', 'admin')),
  status        text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (email);

CREATE TABLE program_groups (
  slug        text PRIMARY KEY,
  type        text NOT NULL,
  description text NOT NULL,
  image       text NOT NULL,
  badge       text NOT NULL,
  sort        integer NOT NULL
);

CREATE TABLE categories (
  value       text PRIMARY KEY,
  label       text NOT NULL,
  description text NOT NULL,
  image       text NOT NULL,
  group_slug  text NOT NULL REFERENCES program_groups (slug),
  sort        integer NOT NULL
);

CREATE TABLE destinations (
  id          text PRIMARY KEY,
  country     text NOT NULL,
  cities      jsonb NOT NULL,
  image       text NOT NULL,
  location    text NOT NULL,
  rating      real NOT NULL,
  rating_type text NOT NULL,
  rating_text text NOT NULL,
  key_count   integer NOT NULL,
  description text NOT NULL,
  sort        integer NOT NULL
);

CREATE TABLE faqs (
  id       text PRIMARY KEY,
  question text NOT NULL,
  answer   text NOT NULL,
  sort     integer NOT NULL
);

CREATE TABLE programs (
  id              text PRIMARY KEY,
  slug            text NOT NULL,
  name            text NOT NULL,
  location        text NOT NULL,
  country         text NOT NULL,
  city            text NOT NULL,
  description     text NOT NULL,
  details         text NOT NULL,
  about           text NOT NULL,
  duration        text NOT NULL,
  days            integer,
  nights          integer,
  price           integer,
  price_text      text NOT NULL,
  category        text NOT NULL,
  group_slug      text NOT NULL,
  special_offer   text NOT NULL,
  rating          real,
  image_gallery   jsonb NOT NULL,
  includes        jsonb NOT NULL,
  highlights      jsonb NOT NULL,
  terms           jsonb NOT NULL,
  booking_options jsonb NOT NULL,
  special_offers  jsonb NOT NULL,
  events          jsonb NOT NULL,
  daily_schedule  jsonb NOT NULL,
  arrival         jsonb NOT NULL,
  -- Owner lifecycle (facility tabs) and the admin's decision; see api/README.md "Program status model".
  status          text NOT NULL CHECK (status IN ('draft', 'pending', 'active', 'inactive', 'rejected')),
  approved        boolean NOT NULL DEFAULT false,
  remark          text NOT NULL DEFAULT '',
  owner_id        text REFERENCES users (id) ON DELETE SET NULL,
  submitted_at    timestamptz,
  reviewed_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  -- One lowered haystack for the catalogue search (SPEC §9: name, location, details, country, city).
  search_text     text GENERATED ALWAYS AS (lower(name || ' ' || location || ' ' || details || ' ' || country || ' ' || city)) STORED
);
CREATE UNIQUE INDEX programs_slug_key ON programs (slug);
CREATE INDEX programs_name_lower_idx ON programs (lower(name));
CREATE INDEX programs_place_idx ON programs (lower(country), lower(city));
CREATE INDEX programs_owner_idx ON programs (owner_id, status);
CREATE INDEX programs_status_idx ON programs (status, approved);
CREATE INDEX programs_public_order_idx ON programs (created_at, id) WHERE status = 'active' AND approved;
CREATE INDEX programs_search_trgm_idx ON programs USING gin (search_text gin_trgm_ops);

CREATE TABLE bookings (
  id             text PRIMARY KEY,
  program_id     text REFERENCES programs (id) ON DELETE SET NULL,
  program_slug   text,
  program_name   text NOT NULL,
  program_image  text NOT NULL,
  location       text NOT NULL,
  user_id        text REFERENCES users (id) ON DELETE SET NULL,
  name           text NOT NULL,
  email          text NOT NULL,
  phone          text NOT NULL,
  preferred_date text NOT NULL,
  status         text NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'canceled')),
  created_at     timestamptz NOT NULL DEFAULT now(),
  canceled_at    timestamptz
);
CREATE INDEX bookings_user_idx ON bookings (user_id, created_at);
CREATE INDEX bookings_program_idx ON bookings (program_id);

CREATE TABLE contact_messages (
  id         text PRIMARY KEY,
  user_id    text REFERENCES users (id) ON DELETE SET NULL,
  name       text NOT NULL,
  email      text NOT NULL,
  phone      text NOT NULL DEFAULT '',
  message    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_meta (
  key   text PRIMARY KEY,
  value text NOT NULL
);
