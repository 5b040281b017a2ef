-- Booking requests, and idempotent booking (a retried request books once).
-- A booking is a request to the program's owner: requested → confirmed or declined by the owner; the guest may cancel
-- a requested or confirmed one. Bookings made before this were requests nobody had answered: they become requested.
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_status_check;
UPDATE bookings SET status = 'requested' WHERE status = 'booked';
ALTER TABLE bookings ALTER COLUMN status SET DEFAULT 'requested';
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check CHECK (status IN ('requested', 'confirmed', 'declined', 'canceled'));
ALTER TABLE bookings ADD COLUMN decided_at timestamptz;
CREATE INDEX bookings_program_created_idx ON bookings (program_id, created_at);

-- Idempotency-Key of POST /api/bookings: one booking per (caller, key). `scope` is the account id, or 'anonymous';
-- `fingerprint` is a hash of the request, so a key reused for another request is refused instead of answered.
CREATE TABLE idempotency_keys (
  scope       text NOT NULL,
  key         text NOT NULL,
  fingerprint text NOT NULL,
  booking_id  text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
