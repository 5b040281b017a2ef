-- Rate limits counted in one place for every API process (src/lib/rate-limits.ts): one row per limit and counted
-- key (the key is a hash: no email or address in clear), changed by one atomic upsert, so N processes allow what one
-- does. A row whose window has ended is reused by the next hit and deleted by the periodic clean-up job.
CREATE TABLE rate_limit_counters (
  key         text PRIMARY KEY,          -- '<limit>:<sha-256 of the counted value>'
  count       integer NOT NULL,
  window_ends timestamptz NOT NULL,
  last_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limit_counters_window_idx ON rate_limit_counters (window_ends);
