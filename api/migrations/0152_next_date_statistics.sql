-- Statistics of the date sort's key (the expression of programs_public_next_date_idx, 0009): PostgreSQL keeps none for
-- a partial index's expression, so it priced "soonest date at most the month's last day" (the month under way,
-- read-model/filters.ts) at a third of the catalogue (288,105 of 920,148 at 1,000,000, for 5,395) and read another
-- index instead. Expression statistics (PostgreSQL 14) give it the key's histogram. The ANALYZE reads a sample of the
-- table (5 s at 1,000,000 programs); autovacuum keeps them current afterwards.
CREATE STATISTICS IF NOT EXISTS programs_next_date_key_stats ON (coalesce(next_date - '2000-01-01'::date, 2147483647)) FROM programs;
ANALYZE programs (next_date);
