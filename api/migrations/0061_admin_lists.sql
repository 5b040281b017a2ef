-- Paged and searched admin and provider lists: the users, the programs for approval, the facility
-- services, an owner's programs and an owner's booking requests. A search is a case-insensitive substring
-- (lower(column) LIKE '%q%'), which a B-tree cannot serve: trigram GIN indexes on the same expressions can (pg_trgm is
-- created by 0001). The pages' orders get an index each, so a late page does not sort the whole table.

CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (lower(email) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_name_trgm_idx ON users USING gin (lower(first_name || ' ' || last_name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS users_created_order_idx ON users (created_at DESC, id DESC);

CREATE INDEX IF NOT EXISTS programs_name_trgm_idx ON programs USING gin (lower(name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS programs_location_trgm_idx ON programs USING gin (lower(location) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS programs_updated_order_idx ON programs (updated_at DESC, id DESC);
CREATE INDEX IF NOT EXISTS programs_owner_updated_idx ON programs (owner_id, updated_at DESC, id DESC);

CREATE INDEX IF NOT EXISTS bookings_name_trgm_idx ON bookings USING gin (lower(name) gin_trgm_ops);
CREATE INDEX IF NOT EXISTS bookings_program_name_trgm_idx ON bookings USING gin (lower(program_name) gin_trgm_ops);
