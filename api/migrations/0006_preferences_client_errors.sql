-- Preferences per account: a row only once saved; GET answers the defaults until then.
CREATE TABLE user_preferences (
  user_id       text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  notifications boolean NOT NULL DEFAULT true,
  language      text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'es', 'fr')),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Client error reports: what failed in which area; no account, no address (a keyed hash of the IP only).
CREATE TABLE client_errors (
  id         text PRIMARY KEY,
  kind       text NOT NULL CHECK (kind IN ('version-mismatch', 'load-failure', 'render-error')),
  area       text NOT NULL CHECK (area IN ('marketing', 'catalog', 'dashboards', 'shell')),
  message    text NOT NULL,
  needed     text,
  found      text,
  release    text,
  ip_hash    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX client_errors_created_idx ON client_errors (created_at DESC, id DESC);
