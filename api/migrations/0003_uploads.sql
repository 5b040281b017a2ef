-- Uploaded images and who stored them : the per-account quota sums `bytes`; files no program uses are
-- removed when a program stops using them and by a sweep once older than UPLOAD_ORPHAN_HOURS.
CREATE TABLE uploads (
  name       text PRIMARY KEY,            -- the file under DATA_DIR/uploads, served at /uploads/<name>
  owner_id   text REFERENCES users (id) ON DELETE SET NULL,
  bytes      integer NOT NULL CHECK (bytes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX uploads_owner_idx ON uploads (owner_id);
CREATE INDEX uploads_created_idx ON uploads (created_at);
-- "Does any program still show this image?" is a containment test on the gallery.
CREATE INDEX programs_image_gallery_idx ON programs USING gin (image_gallery jsonb_path_ops);
