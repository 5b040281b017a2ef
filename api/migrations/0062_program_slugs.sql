-- Old addresses of programs. A program's slug follows its name on every rename; the slugs it no longer has stay here,
-- pointing at it, so a link to an old address still finds it (the site answers 301 to the current one). A deleted
-- program leaves its slugs behind with no program (program_id NULL): its old address answers 410, not 404.
-- The current slug lives on programs.slug only, so programs that never changed name cost no row here.
CREATE TABLE program_slugs (
  slug        text PRIMARY KEY,
  program_id  text REFERENCES programs (id) ON DELETE SET NULL,
  retired_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX program_slugs_program_idx ON program_slugs (program_id);

CREATE FUNCTION programs_slug_history() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.slug IS DISTINCT FROM OLD.slug THEN
      -- A slug taken (back) is current again, no longer an old address.
      DELETE FROM program_slugs WHERE slug = NEW.slug;
      INSERT INTO program_slugs (slug, program_id) VALUES (OLD.slug, NEW.id)
        ON CONFLICT (slug) DO UPDATE SET program_id = EXCLUDED.program_id, retired_at = now();
    END IF;
  ELSE
    INSERT INTO program_slugs (slug, program_id) VALUES (OLD.slug, NULL)
      ON CONFLICT (slug) DO UPDATE SET program_id = NULL, retired_at = now();
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER programs_slug_history AFTER UPDATE OF slug OR DELETE ON programs FOR EACH ROW EXECUTE FUNCTION programs_slug_history();

-- The sitemaps read public programs in id order, in batches, and their places and groups with their latest change:
-- index-only scans of this covering index, not of the table's wide rows.
CREATE INDEX programs_public_sitemap_idx ON programs (id) INCLUDE (slug, updated_at, group_slug, country, city) WHERE status = 'active' AND approved;
