-- Sessions and the live channel (docs/security.md "Sessions and the live channel"): a signed-out session ends its
-- token and its open streams, a ticket opens one stream, an account holds a bounded number of streams.

-- 1. Sessions signed out before their token expired (POST /auth/logout). An access token names its session (`sid`);
-- a token of a session listed here is refused, and the row goes once the token would have expired anyway.
CREATE TABLE revoked_sessions (
  session_id text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_sessions_expires_idx ON revoked_sessions (expires_at);

-- 2. Tickets of the live channel already used: one ticket opens one stream. Kept until the ticket has expired.
CREATE TABLE live_tickets_used (
  ticket_id  text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX live_tickets_used_expires_idx ON live_tickets_used (expires_at);

-- 3. The open streams of every API process, each with a lease its process renews while the stream is open: the
-- streams of an account are counted across processes, and a process that died stops counting when its leases end.
CREATE TABLE live_streams (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_id  text,
  opened_at   timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz NOT NULL
);
CREATE INDEX live_streams_user_idx ON live_streams (user_id, lease_until);

-- 4. An account deactivated, or a session signed out: every process closes that account's streams that are no longer
-- allowed, told on the live channel's own notification ('close:' and the account's id, committed with the change).
CREATE FUNCTION live_close_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', 'close:' || NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER users_live_close AFTER UPDATE OF status ON users FOR EACH ROW
  WHEN (NEW.status <> 'active' AND OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION live_close_account();

CREATE FUNCTION live_close_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events', 'close:' || NEW.user_id);
  RETURN NULL;
END
$$;
CREATE TRIGGER revoked_sessions_live_close AFTER INSERT ON revoked_sessions FOR EACH ROW EXECUTE FUNCTION live_close_session();
