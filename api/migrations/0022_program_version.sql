-- A program's version, raised by every update whoever writes it: an administrator's approval or rejection names the
-- version they reviewed and is refused when the program changed since (src/features/admin/service.ts).
ALTER TABLE programs ADD COLUMN version integer NOT NULL DEFAULT 1;

CREATE FUNCTION programs_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
CREATE TRIGGER programs_bump_version BEFORE UPDATE ON programs FOR EACH ROW EXECUTE FUNCTION programs_bump_version();
