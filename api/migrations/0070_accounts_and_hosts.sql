-- Account basics and hosts that answer: email verification, password resets, and a request deadline that agrees with
-- the product's promise ("Our wellness expert will contact you within 24 hours").

-- 1. When an account's address was verified (NULL: not yet), and when its password last changed: an access token
-- issued before that moment no longer signs in (lib/auth.ts), so a reset signs out every other session.
ALTER TABLE users
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN password_changed_at timestamptz;

-- 2. Single-use links sent by email: `verify-email` (sent on sign-up and when the address changes) and
-- `reset-password` ("Forgot password"). Only a hash of each token is kept, so the table gives nobody a working link.
-- `email` is the address the link went to: a verification counts only while the account still has that address.
CREATE TABLE account_tokens (
  id         text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  token_hash text NOT NULL UNIQUE,
  email      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX account_tokens_user ON account_tokens (user_id, purpose);
CREATE INDEX account_tokens_expires ON account_tokens (expires_at);

-- 3. A host answers a request within 24 hours unless they choose otherwise (DEFAULT_RESPONSE_HOURS in
-- @wellness/shared). A host's own programs keep what they chose; the sample programs take the new default from the
-- seed (src/db/seed.ts, seed version 5).
ALTER TABLE programs ALTER COLUMN response_hours SET DEFAULT 24;

-- 4. An email's button says what the reader can do there ("Confirm or decline"): the sender lays out the whole email
-- when it sends (it knows the site's address), so the words are kept beside the link. Rows from before: "Open".
ALTER TABLE outbox ADD COLUMN link_label text NOT NULL DEFAULT 'Open';
