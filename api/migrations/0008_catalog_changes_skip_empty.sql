-- A statement on programs that touched no row (a guarded UPDATE that lost a race, a DELETE of a missing id) leaves the
-- catalogue as it was: it no longer bumps catalog_version (migrations/0007), so a failed request writes no row.
CREATE OR REPLACE FUNCTION programs_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF NOT EXISTS (SELECT 1 FROM new_rows) THEN
    RETURN NULL;
  END IF;
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 RETURNING version INTO v;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO program_changes (version, program_id) SELECT v, id FROM old_rows;
  ELSE
    INSERT INTO program_changes (version, program_id) SELECT v, id FROM new_rows;
  END IF;
  -- The log keeps the last 10,000 versions; a process further behind reloads everything.
  DELETE FROM program_changes WHERE version <= v - 10000;
  RETURN NULL;
END
$$;
