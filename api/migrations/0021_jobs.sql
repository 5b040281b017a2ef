-- The job queue (src/lib/jobs/): work taken by whichever API process asks first (FOR UPDATE SKIP LOCKED), retried
-- with backoff, kept across restarts. A taken job holds a lease (locked_until): a process that dies mid-job loses it,
-- and the job is taken again when the lease ends.
CREATE TABLE jobs (
  id            bigserial PRIMARY KEY,
  name          text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}',
  state         text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'active', 'completed', 'failed')),
  singleton_key text,
  run_at        timestamptz NOT NULL,
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL DEFAULT 5 CHECK (max_attempts >= 1),
  timeout_ms    integer NOT NULL DEFAULT 300000 CHECK (timeout_ms > 0),  -- the lease a run gets
  locked_until  timestamptz,
  locked_by     text,
  last_error    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
-- What the workers look for: queued work by time, and active work whose lease may have ended.
CREATE INDEX jobs_queued_idx ON jobs (run_at, id) WHERE state = 'queued';
CREATE INDEX jobs_active_idx ON jobs (locked_until) WHERE state = 'active';
CREATE INDEX jobs_finished_idx ON jobs (finished_at) WHERE state IN ('completed', 'failed');
-- At most one waiting or running job per (name, singleton key): sending it again is a no-op.
CREATE UNIQUE INDEX jobs_singleton_idx ON jobs (name, singleton_key) WHERE singleton_key IS NOT NULL AND state IN ('queued', 'active');

-- Periodic jobs: one row per job name; the process that moves next_run_at forward (one atomic UPDATE) queues the run.
CREATE TABLE job_schedules (
  name        text PRIMARY KEY,
  every_ms    bigint NOT NULL CHECK (every_ms > 0),
  next_run_at timestamptz NOT NULL
);
