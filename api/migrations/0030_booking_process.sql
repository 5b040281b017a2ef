-- One booking process (docs/adr/0008-one-booking-process.md): dated sessions with places, booking terms per
-- program, bookings that carry their price, policy and deadline, and the history of every move.

-- 1. Dated sessions. `taken` counts the places held by live bookings (requested, confirmed, completed); it is changed
-- only in the transaction that stores or moves a booking (src/features/bookings/), and the CHECK makes overbooking
-- impossible whatever the code does.
CREATE TABLE program_sessions (
  id         text PRIMARY KEY,
  program_id text NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  start_date date NOT NULL,
  nights     integer NOT NULL CHECK (nights BETWEEN 1 AND 60),
  capacity   integer NOT NULL CHECK (capacity BETWEEN 1 AND 500),
  taken      integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT program_sessions_taken_check CHECK (taken >= 0 AND taken <= capacity),
  CONSTRAINT program_sessions_program_start_key UNIQUE (program_id, start_date)
);

-- 2. How a program books.
ALTER TABLE programs
  ADD COLUMN booking_mode text NOT NULL DEFAULT 'request' CHECK (booking_mode IN ('instant', 'request')),
  ADD COLUMN response_hours integer NOT NULL DEFAULT 48 CHECK (response_hours BETWEEN 1 AND 168),
  ADD COLUMN cancellation_policy text NOT NULL DEFAULT 'moderate' CHECK (cancellation_policy IN ('flexible', 'moderate', 'strict')),
  ADD COLUMN deposit_percent integer CHECK (deposit_percent BETWEEN 0 AND 100),
  ADD COLUMN currency text NOT NULL DEFAULT 'USD';

-- The card carries how the program books (ProgramSummary.bookingMode, cancellationPolicy, currency): field for field
-- the same as toSummary() in src/read-model/mapper.ts (a test compares the two).
CREATE OR REPLACE FUNCTION programs_summary_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.summary_json := json_build_object(
    'id', NEW.id, 'slug', NEW.slug, 'name', NEW.name, 'location', NEW.location, 'country', NEW.country, 'city', NEW.city,
    'description', NEW.description, 'details', NEW.details, 'duration', NEW.duration, 'days', NEW.days, 'nights', NEW.nights,
    'price', NEW.price, 'priceText', NEW.price_text, 'category', NEW.category, 'group', NEW.group_slug,
    'groupName', CASE NEW.group_slug
      WHEN 'transformative-health' THEN 'Transformative Health & Wellbeing'
      WHEN 'healing-renewal' THEN 'Healing & Renewal Experience'
      WHEN 'metabolic-health' THEN 'Metabolic Health'
      WHEN 'spa-relaxation' THEN 'Spa & Relaxation'
      ELSE '' END,
    'image', coalesce(NEW.image_gallery->>0, ''), 'specialOffer', NEW.special_offer, 'terms', NEW.terms,
    'status', NEW.status, 'approved', NEW.approved, 'rating', NEW.rating,
    'bookingMode', NEW.booking_mode, 'cancellationPolicy', NEW.cancellation_policy, 'currency', NEW.currency)::text;
  RETURN NEW;
END
$$;
-- Rewrites every card (the trigger runs); programs_bump_version raises versions, which no review can be holding yet.
UPDATE programs SET summary_json = '{}';

-- 3. Bookings carry what was agreed: session, guests, prices, mode, policy, deadline, end, and the outcome of a
-- cancellation. Their state follows the one transition table (src/booking-process/process.ts).
ALTER TABLE bookings DROP CONSTRAINT IF EXISTS bookings_status_check;
UPDATE bookings SET status = 'canceled_by_guest' WHERE status = 'canceled';
ALTER TABLE bookings ADD CONSTRAINT bookings_status_check
  CHECK (status IN ('requested', 'confirmed', 'declined', 'expired', 'canceled_by_guest', 'canceled_by_provider', 'completed'));
ALTER TABLE bookings
  ADD COLUMN session_id text REFERENCES program_sessions (id) ON DELETE SET NULL,
  ADD COLUMN guests integer NOT NULL DEFAULT 1 CHECK (guests BETWEEN 1 AND 20),
  ADD COLUMN unit_price integer,
  ADD COLUMN total integer,
  ADD COLUMN deposit_due integer,
  ADD COLUMN currency text NOT NULL DEFAULT 'USD',
  ADD COLUMN booking_mode text NOT NULL DEFAULT 'request' CHECK (booking_mode IN ('instant', 'request')),
  ADD COLUMN policy text NOT NULL DEFAULT 'moderate' CHECK (policy IN ('flexible', 'moderate', 'strict')),
  ADD COLUMN respond_by timestamptz,
  ADD COLUMN ends_on date,
  ADD COLUMN cancel_reason text NOT NULL DEFAULT '',
  ADD COLUMN refund text CHECK (refund IN ('full', 'partial', 'none')),
  ADD COLUMN refund_amount integer,
  -- The words the guest was shown for the refund when it was canceled (CancellationOutcome.text).
  ADD COLUMN refund_text text,
  ADD COLUMN reference text,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN completed_at timestamptz,
  ADD COLUMN expired_at timestamptz;
-- Earlier bookings get a reference from their id (new ones get a random one, src/features/bookings/create.ts).
UPDATE bookings SET reference = 'WT-' || upper(substr(md5(id), 1, 6)), updated_at = coalesce(canceled_at, decided_at, created_at);
ALTER TABLE bookings ALTER COLUMN reference SET NOT NULL;
CREATE UNIQUE INDEX bookings_reference_key ON bookings (reference);
CREATE INDEX bookings_session_idx ON bookings (session_id) WHERE session_id IS NOT NULL;
CREATE INDEX bookings_program_status_idx ON bookings (program_id, status, respond_by);

-- 4. The history: one row per move, oldest first. `from_state` is null for the creation.
CREATE TABLE booking_events (
  id         bigserial PRIMARY KEY,
  booking_id text NOT NULL REFERENCES bookings (id) ON DELETE CASCADE,
  from_state text,
  to_state   text NOT NULL,
  move       text NOT NULL,
  actor      text NOT NULL CHECK (actor IN ('guest', 'owner', 'system', 'admin')),
  actor_id   text,
  reason     text NOT NULL DEFAULT '',
  at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX booking_events_booking_idx ON booking_events (booking_id, at, id);

-- Earlier bookings: their creation, then the owner's decision or the guest's cancellation where there was one.
INSERT INTO booking_events (booking_id, from_state, to_state, move, actor, actor_id, at)
  SELECT id, NULL, 'requested', 'request', 'guest', user_id, created_at FROM bookings;
INSERT INTO booking_events (booking_id, from_state, to_state, move, actor, actor_id, at)
  SELECT id, 'requested', status,
         CASE status WHEN 'confirmed' THEN 'confirm' WHEN 'declined' THEN 'decline' ELSE 'cancel' END,
         CASE status WHEN 'canceled_by_guest' THEN 'guest' ELSE 'owner' END,
         CASE status WHEN 'canceled_by_guest' THEN user_id END,
         coalesce(canceled_at, decided_at, created_at)
  FROM bookings WHERE status <> 'requested';

-- 5. A place taken or freed changes what the public sees of the program (its sessions' places left): every committed
-- write to program_sessions is announced on `catalog_changed` like the other catalogue tables (migrations/0009), so
-- cached answers that show sessions are dropped in every API process. A statement that touched no row (a booking that
-- found the session full) announces nothing.
CREATE FUNCTION program_sessions_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('catalog_changed', 'program_sessions');
  RETURN NULL;
END
$$;
CREATE TRIGGER program_sessions_written_insert AFTER INSERT ON program_sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_sessions_written();
CREATE TRIGGER program_sessions_written_update AFTER UPDATE ON program_sessions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION program_sessions_written();
CREATE TRIGGER program_sessions_written_delete AFTER DELETE ON program_sessions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION program_sessions_written();
CREATE TRIGGER program_sessions_written_truncate AFTER TRUNCATE ON program_sessions FOR EACH STATEMENT EXECUTE FUNCTION catalog_written();
