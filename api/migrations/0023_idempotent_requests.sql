-- Idempotency-Key for any POST (src/lib/idempotency.ts), replacing the bookings-only table of 0004: the first answer
-- to (caller, route, key) is stored with the write it made, in the same transaction, and answered again to a repeat.
-- Keys expire (expires_at) and are removed by a periodic job. Keys of the old table are not carried over: they
-- answered with the booking's current state, not the first answer, and expired within a day anyway.
DROP TABLE idempotency_keys;
CREATE TABLE idempotent_requests (
  scope       text NOT NULL,            -- the account id, or 'anonymous'
  route       text NOT NULL,            -- e.g. 'POST /api/bookings'
  key         text NOT NULL,
  fingerprint text NOT NULL,            -- hash of the request body: the same key with another body is refused
  status      integer NOT NULL,
  body        text NOT NULL,            -- the JSON answered
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (scope, route, key)
);
CREATE INDEX idempotent_requests_expires_idx ON idempotent_requests (expires_at);
