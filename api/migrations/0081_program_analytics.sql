-- What sells (src/features/analytics): views of the details pages counted without cookies or personal data, and the
-- daily aggregates the hosts' analytics page answers from, made by the scheduled job `analytics.aggregate`.

-- 1. A salt per day, random, shared by every API process and removed once its day is over: a visitor is a hash of the
-- salt, the program, the address and the browser's name, so the same visitor counts once a program a day and cannot be
-- followed from one day (or one program) to the next; the address is never stored.
CREATE TABLE analytics_salts (
  day  date PRIMARY KEY,
  salt text NOT NULL
);

-- 2. The day's views, one row a visitor a program: kept until the job has counted their day and the day is over.
CREATE TABLE program_view_hits (
  program_id text NOT NULL,
  day        date NOT NULL,
  visitor    text NOT NULL,
  PRIMARY KEY (program_id, day, visitor)
);
CREATE INDEX program_view_hits_day_idx ON program_view_hits (day);

-- 3. One row a program a day with anything to count; owner_id and the segment (category, country) as they were that day.
CREATE TABLE program_daily_stats (
  program_id     text NOT NULL,
  day            date NOT NULL,
  owner_id       text,
  category       text NOT NULL DEFAULT '',
  country        text NOT NULL DEFAULT '',
  views          integer NOT NULL DEFAULT 0,
  saves          integer NOT NULL DEFAULT 0,
  questions      integer NOT NULL DEFAULT 0,
  requests       integer NOT NULL DEFAULT 0,
  bookings       integer NOT NULL DEFAULT 0,
  cancellations  integer NOT NULL DEFAULT 0,
  revenue        bigint NOT NULL DEFAULT 0,
  currency       text NOT NULL DEFAULT 'USD',
  places_offered integer NOT NULL DEFAULT 0,
  places_taken   integer NOT NULL DEFAULT 0,
  PRIMARY KEY (program_id, day)
);
-- The host's page: its rows of the last days, by index.
CREATE INDEX program_daily_stats_owner_idx ON program_daily_stats (owner_id, day) WHERE owner_id IS NOT NULL;
CREATE INDEX program_daily_stats_day_idx ON program_daily_stats (day);

-- 4. The median of similar programs (same category and country) over each window, computed once a day.
CREATE TABLE analytics_segments (
  category          text NOT NULL,
  country           text NOT NULL,
  window_days       integer NOT NULL,
  programs          integer NOT NULL,
  median_views      double precision NOT NULL,
  median_bookings   double precision NOT NULL,
  median_conversion double precision,
  computed_on       date NOT NULL,
  PRIMARY KEY (category, country, window_days)
);

-- 5. The job's own marks (the days it has counted, when it last ran).
CREATE TABLE analytics_state (
  key   text PRIMARY KEY,
  value text NOT NULL
);

-- What the job reads by day: saves, conversations, bookings and their moves.
CREATE INDEX saved_programs_saved_at_idx ON saved_programs (saved_at);
CREATE INDEX threads_created_idx ON threads (created_at);
CREATE INDEX bookings_created_idx ON bookings (created_at);
CREATE INDEX booking_events_at_idx ON booking_events (at);
CREATE INDEX program_sessions_start_idx ON program_sessions (start_date);
