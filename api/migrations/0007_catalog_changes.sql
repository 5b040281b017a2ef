-- The API's in-memory catalogue (src/features/catalog-index, since retired): every process keeps the public programs in
-- memory for search and lists, and must see every write to `programs`, its own and other processes'. Each statement
-- that writes programs bumps one version row (its row lock orders writers: versions commit in order) and logs the ids
-- it touched under that version. A process compares the version with the one it holds and reloads only the logged
-- ids (a full reload when it is further behind than the log keeps).
CREATE TABLE catalog_version (
  id      int PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO catalog_version (id, version) VALUES (1, 1);

CREATE TABLE program_changes (
  version    bigint NOT NULL,
  program_id text NOT NULL
);
CREATE INDEX program_changes_version_idx ON program_changes (version);

CREATE FUNCTION programs_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE v bigint;
BEGIN
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

CREATE TRIGGER programs_changes_insert AFTER INSERT ON programs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION programs_log_changes();
CREATE TRIGGER programs_changes_update AFTER UPDATE ON programs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION programs_log_changes();
CREATE TRIGGER programs_changes_delete AFTER DELETE ON programs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION programs_log_changes();
