-- What guests see of a host beside the rating (src/host-trust, src/features/host-signals, src/features/credentials).

-- 1. Credentials of the people who lead a host's programs: a licence or certification for a named facilitator, its
-- document kept privately (DATA_DIR/credentials, never served publicly), verified or refused by an administrator.
CREATE TABLE host_credentials (
  id               text PRIMARY KEY,
  owner_id         text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  facilitator_name text NOT NULL,
  title            text NOT NULL,
  issuing_body     text NOT NULL,
  valid_until      date,
  document         text NOT NULL,
  document_type    text NOT NULL CHECK (document_type IN ('image', 'pdf')),
  document_bytes   integer NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified', 'refused')),
  reason           text NOT NULL DEFAULT '',
  decided_by       text REFERENCES users (id) ON DELETE SET NULL,
  decided_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX host_credentials_owner_idx ON host_credentials (owner_id, created_at DESC);
CREATE INDEX host_credentials_pending_idx ON host_credentials (created_at) WHERE status = 'pending';

-- 2. Each host's figures over the last 12 months, computed daily by the job `host-signals.compute` (what each rests on
-- kept beside it, so a figure is shown only once it rests on enough). By provider: the facility guests see, whose
-- programs (and their conversations and bookings) make the figures, with or without an account behind it.
CREATE TABLE host_signals (
  provider_id             text PRIMARY KEY REFERENCES providers (id) ON DELETE CASCADE,
  first_messages          integer NOT NULL DEFAULT 0,
  median_response_minutes integer,
  decided_requests        integer NOT NULL DEFAULT 0,
  accepted_requests       integer NOT NULL DEFAULT 0,
  stays                   integer NOT NULL DEFAULT 0,
  host_cancellations      integer NOT NULL DEFAULT 0,
  hosting_since           date,
  computed_at             timestamptz NOT NULL DEFAULT now()
);

-- 3. The daily summary email of a host (src/features/host-summary): on unless turned off, and the local day it was
-- last sent for.
CREATE TABLE host_summary_settings (
  user_id      text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  enabled      boolean NOT NULL DEFAULT true,
  last_sent_on date,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
