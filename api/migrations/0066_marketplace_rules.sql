-- The marketplace's own rules (docs/security.md "The marketplace's rules"): money that cannot overflow, places one
-- party may hold, programs that cannot be deleted from under their bookings, reviews that outlive their program.

-- 1. Money. A booking's amounts are bigint: a price per person (at most 10,000,000, the form's cap) times guests, and
-- whatever a later currency or cap brings, never overflows. The program's price per person is held to the cap by the
-- database too; a price above it (stored before every input form was capped) becomes "no number" ("Contact for
-- pricing"): its text is kept as it was written.
ALTER TABLE bookings
  ALTER COLUMN unit_price TYPE bigint,
  ALTER COLUMN total TYPE bigint,
  ALTER COLUMN deposit_due TYPE bigint,
  ALTER COLUMN refund_amount TYPE bigint;
UPDATE programs SET price = NULL WHERE price < 0 OR price > 10000000;
ALTER TABLE programs ADD CONSTRAINT programs_price_range CHECK (price BETWEEN 0 AND 10000000);

-- 2. Places one party holds in a session: each booking keeps a hash of the address it came from (never the address
-- itself), so the places held in a session by one address, account or email can be counted (bookings/create.ts).
-- The time zone its day boundaries are counted in (the refund tiers, "has the stay started") is the program's,
-- derived from its place when it was booked (shared/src/domain/timeZone.ts); NULL for earlier bookings: derived
-- from their location when needed.
ALTER TABLE bookings
  ADD COLUMN address_hash text,
  ADD COLUMN time_zone text;
CREATE INDEX bookings_session_holders_idx ON bookings (session_id, status) WHERE session_id IS NOT NULL AND status IN ('requested', 'confirmed');

-- 3. A program with live bookings (requested, or confirmed) cannot be deleted: it is withdrawn, which ends them by the
-- booking process (my-programs/withdraw.ts). The API checks first and answers 409; this is the guarantee whatever the
-- code does, checked after the row is locked, so a booking that commits meanwhile is seen. The same holds for a
-- session: it cannot be removed from under a live booking.
CREATE FUNCTION programs_keep_live_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bookings WHERE program_id = OLD.id AND status IN ('requested', 'confirmed')) THEN
    RAISE EXCEPTION 'program % has live bookings', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER programs_keep_live_bookings BEFORE DELETE ON programs FOR EACH ROW EXECUTE FUNCTION programs_keep_live_bookings();

CREATE FUNCTION program_sessions_keep_live_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM bookings WHERE session_id = OLD.id AND status IN ('requested', 'confirmed')) THEN
    RAISE EXCEPTION 'session % has live bookings', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN OLD;
END
$$;
CREATE TRIGGER program_sessions_keep_live_bookings BEFORE DELETE ON program_sessions FOR EACH ROW EXECUTE FUNCTION program_sessions_keep_live_bookings();

-- 4. Reviews outlive their program: a deleted program leaves its reviews (program_id NULL), still their author's and
-- still counted nowhere public. They were deleted with it (ON DELETE CASCADE in 0040).
ALTER TABLE reviews ALTER COLUMN program_id DROP NOT NULL;
ALTER TABLE reviews DROP CONSTRAINT reviews_program_id_fkey;
ALTER TABLE reviews ADD CONSTRAINT reviews_program_id_fkey FOREIGN KEY (program_id) REFERENCES programs (id) ON DELETE SET NULL;
