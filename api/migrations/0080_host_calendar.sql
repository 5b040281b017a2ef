-- A host's calendar (src/features/calendar, src/features/ical): sessions a host closes, days a host blocks (by hand or
-- from another calendar's .ics file), and the private .ics feeds that calendar apps subscribe to.

-- 1. A closed session takes no new booking; its bookings stay. A session whose stay meets a blocked day takes none
-- either: `blocked` is kept by the triggers below, whoever writes the session (the calendar, the program form) or the
-- block, so the booking's guarded UPDATE (src/features/bookings/create.ts) reads one column.
ALTER TABLE program_sessions
  ADD COLUMN closed boolean NOT NULL DEFAULT false,
  ADD COLUMN blocked boolean NOT NULL DEFAULT false;

-- 2. Days a host is away: for one program, or for all of the host's programs (program_id NULL); both days included.
-- An import's blocks carry its name (the file's): importing again under that name replaces them.
CREATE TABLE blocked_dates (
  id          text PRIMARY KEY,
  owner_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  program_id  text REFERENCES programs (id) ON DELETE CASCADE,
  start_date  date NOT NULL,
  end_date    date NOT NULL,
  reason      text NOT NULL DEFAULT '',
  source      text NOT NULL DEFAULT 'manual' CHECK (source IN ('manual', 'import')),
  import_name text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT blocked_dates_range_check CHECK (end_date >= start_date AND end_date - start_date < 366),
  CONSTRAINT blocked_dates_import_check CHECK ((source = 'import') = (import_name IS NOT NULL))
);
CREATE INDEX blocked_dates_owner_idx ON blocked_dates (owner_id, end_date);
CREATE INDEX blocked_dates_program_idx ON blocked_dates (program_id, end_date) WHERE program_id IS NOT NULL;

-- Whether a stay of `nights` nights from `start_day` of this program meets one of its blocks or its host's. The nights
-- are the days it holds (a block on the morning of departure does not meet it).
CREATE FUNCTION stay_meets_block(program text, start_day date, nights integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM blocked_dates b
    WHERE b.end_date >= start_day AND b.start_date < start_day + greatest(nights, 1)
      AND (b.program_id = program
           OR (b.program_id IS NULL AND b.owner_id = (SELECT p.owner_id FROM programs p WHERE p.id = program))))
$$;

CREATE FUNCTION program_sessions_blocked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.blocked := stay_meets_block(NEW.program_id, NEW.start_date, NEW.nights);
  RETURN NEW;
END
$$;
CREATE TRIGGER program_sessions_blocked BEFORE INSERT OR UPDATE OF program_id, start_date, nights ON program_sessions
  FOR EACH ROW EXECUTE FUNCTION program_sessions_blocked();

-- A block written or removed: the sessions of its program (or of every program of its host) in its days look again.
CREATE FUNCTION blocked_dates_refresh(program text, owner text, first_day date, last_day date) RETURNS void LANGUAGE sql AS $$
  UPDATE program_sessions s SET blocked = stay_meets_block(s.program_id, s.start_date, s.nights)
  WHERE s.program_id IN (SELECT p.id FROM programs p WHERE p.id = program OR (program IS NULL AND p.owner_id = owner))
    AND s.start_date <= last_day AND s.start_date + s.nights > first_day
    AND s.blocked IS DISTINCT FROM stay_meets_block(s.program_id, s.start_date, s.nights)
$$;

CREATE FUNCTION blocked_dates_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM blocked_dates_refresh(OLD.program_id, OLD.owner_id, OLD.start_date, OLD.end_date); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM blocked_dates_refresh(NEW.program_id, NEW.owner_id, NEW.start_date, NEW.end_date); END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER blocked_dates_written AFTER INSERT OR UPDATE OR DELETE ON blocked_dates FOR EACH ROW EXECUTE FUNCTION blocked_dates_written();

-- A program booked by preferred date (no sessions): whether that day is blocked for it.
CREATE FUNCTION program_day_blocked(program text, day date) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT stay_meets_block(program, day, 1)
$$;

-- 3. Private feeds: one per host and scope (all programs, or one), named by a random token of which only a hash is
-- kept. Making it again replaces the token (the old address stops answering); removing it revokes it.
CREATE TABLE calendar_feeds (
  id         text PRIMARY KEY,
  owner_id   text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  program_id text REFERENCES programs (id) ON DELETE CASCADE,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX calendar_feeds_token_key ON calendar_feeds (token_hash);
CREATE UNIQUE INDEX calendar_feeds_scope_key ON calendar_feeds (owner_id, coalesce(program_id, ''));
