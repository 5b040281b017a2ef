-- Conversations: threads between a guest and a program's owner, their messages and read marks, the email
-- outbox and the live events of the Server-Sent Events channel (src/features/conversations/).

-- 1. One thread per booking (booking_id), or one inquiry thread per guest and program (asked before booking). The
-- program's name, slug and image are kept too: an owner may delete a program its threads still talk about. guest_id
-- is NULL for a booking made without an account (that guest is told by email only).
CREATE TABLE threads (
  id              text PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('inquiry', 'booking')),
  program_id      text REFERENCES programs (id) ON DELETE SET NULL,
  program_slug    text NOT NULL DEFAULT '',
  program_name    text NOT NULL DEFAULT '',
  program_image   text NOT NULL DEFAULT '',
  booking_id      text UNIQUE REFERENCES bookings (id) ON DELETE CASCADE,
  guest_id        text REFERENCES users (id) ON DELETE CASCADE,
  owner_id        text REFERENCES users (id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT threads_kind_booking_check CHECK ((kind = 'booking') = (booking_id IS NOT NULL))
);
CREATE UNIQUE INDEX threads_inquiry_key ON threads (program_id, guest_id) WHERE kind = 'inquiry';
-- The inbox: a participant's threads, last activity first (keyset paging on (last_message_at, id)).
CREATE INDEX threads_guest_inbox ON threads (guest_id, last_message_at DESC, id DESC);
CREATE INDEX threads_owner_inbox ON threads (owner_id, last_message_at DESC, id DESC);

-- 2. Lines of a thread, ordered by id: a person's message, or a system line written by a booking move.
CREATE TABLE thread_messages (
  id            bigserial PRIMARY KEY,
  thread_id     text NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  kind          text NOT NULL CHECK (kind IN ('message', 'system')),
  sender_id     text REFERENCES users (id) ON DELETE SET NULL,
  booking_state text,
  text          text NOT NULL,
  at            timestamptz NOT NULL DEFAULT now()
);
-- A thread's pages (newest first) and its unread lines (id > the reader's mark).
CREATE INDEX thread_messages_thread ON thread_messages (thread_id, id DESC);

-- 3. How far each side has read: lines with a greater id, not their own, are unread.
CREATE TABLE thread_reads (
  thread_id            text NOT NULL REFERENCES threads (id) ON DELETE CASCADE,
  user_id              text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_read_message_id bigint NOT NULL DEFAULT 0,
  read_at              timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id)
);

-- 4. Emails to send, written in the transaction of the change they tell of; the job `email.send` sends each row once
-- and marks it (sent_at), or marks why it was not sent (skipped). `dedupe_key` makes a repeat of the same moment a
-- no-op. `sending_until` is the lease of the run that is talking to the SMTP server.
CREATE TABLE outbox (
  id            bigserial PRIMARY KEY,
  kind          text NOT NULL,
  to_user_id    text REFERENCES users (id) ON DELETE SET NULL,
  to_email      text NOT NULL,
  subject       text NOT NULL,
  text          text NOT NULL,
  html          text NOT NULL,
  link          text NOT NULL,
  dedupe_key    text NOT NULL UNIQUE,
  -- A message email waits for this line to be read (skipped when it is).
  thread_id     text,
  message_id    bigint,
  created_at    timestamptz NOT NULL DEFAULT now(),
  send_after    timestamptz NOT NULL DEFAULT now(),
  sending_until timestamptz,
  sent_at       timestamptz,
  skipped       text,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text
);
CREATE INDEX outbox_unsent ON outbox (send_after) WHERE sent_at IS NULL AND skipped IS NULL;

-- 5. What the live channel sent each account, for catch-up after a reconnect (Last-Event-ID); pruned by the periodic
-- job `live.prune`.
CREATE TABLE live_events (
  id      bigserial PRIMARY KEY,
  user_id text NOT NULL,
  payload jsonb NOT NULL,
  at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_user ON live_events (user_id, id);
CREATE INDEX live_events_at ON live_events (at);

-- 6. Bookings made before this migration get their thread, with the line of their current state.
INSERT INTO threads (id, kind, program_id, program_slug, program_name, program_image, booking_id, guest_id, owner_id, created_at, last_message_at)
SELECT 'thr-' || b.id, 'booking', p.id, coalesce(b.program_slug, ''), b.program_name, b.program_image, b.id, u.id, p.owner_id, b.created_at, b.updated_at
FROM bookings b LEFT JOIN programs p ON p.id = b.program_id LEFT JOIN users u ON u.id = b.user_id;
INSERT INTO thread_messages (thread_id, kind, booking_state, text, at)
SELECT t.id, 'system', b.status,
  CASE b.status
    WHEN 'requested' THEN 'Booking requested.'
    WHEN 'confirmed' THEN 'Booking confirmed.'
    WHEN 'declined' THEN 'Booking declined by the host.'
    WHEN 'expired' THEN 'The request expired without an answer.'
    WHEN 'canceled_by_guest' THEN 'Booking canceled by the guest.'
    WHEN 'canceled_by_provider' THEN 'Booking canceled by the host.'
    ELSE 'Stay completed.' END,
  b.updated_at
FROM threads t JOIN bookings b ON b.id = t.booking_id;
