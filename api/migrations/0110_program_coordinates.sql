-- Where each program is (src/geo, src/features/map): its latitude and longitude, exact as the host set them (or the
-- city's, scripts/extract-places.mjs). The public reads them rounded to 2 decimals (about 1 km) until a booking is
-- confirmed; the exact ones stay with the host.
ALTER TABLE programs ADD COLUMN latitude double precision, ADD COLUMN longitude double precision;
ALTER TABLE programs ADD CONSTRAINT programs_coordinates_check CHECK (
  (latitude IS NULL) = (longitude IS NULL) AND (latitude IS NULL OR (latitude BETWEEN -90 AND 90 AND longitude BETWEEN -180 AND 180)));

-- The public programs' points, for a map's bounds (point <@ box). GiST on core PostgreSQL's point type: no extension,
-- so PGlite and PostgreSQL answer with the same index; it serves a city-sized box and a whole-world one alike.
CREATE INDEX programs_public_point_idx ON programs USING gist (point(longitude, latitude))
  WHERE status = 'active' AND approved AND latitude IS NOT NULL;
