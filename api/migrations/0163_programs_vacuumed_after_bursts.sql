-- Autovacuum for programs after a burst of edits, not after a fifth of the table. By default a table is vacuumed once
-- its dead rows pass 50 + 20 % of its rows: 200,050 at 1,000,000 programs, so the dead versions of an edit of a few
-- thousand programs stayed, with their pages not all-visible. Every search and list walks the public order from its
-- start, through those rows: three updates of the same 5,000 programs (15,000 dead rows) took the walk of the first
-- 2,000 programs from 258 buffers to 1,226 (2,000 heap fetches instead of 51) and the search page's p50 / p95 from
-- 32–34 / 49–54 ms to 38–48 / 59–79 ms (docs/performance-api.md, 2026-12-02, twenty-third session). From here on,
-- 1,000 dead rows plus 0.2 % of the table (3,000 at 1,000,000; 1,200 at 100,000) start a vacuum; a small one, since a
-- few dead rows let PostgreSQL skip the indexes' pass (PostgreSQL 14 and later) and only visit the pages that changed.
-- PGlite, embedded and single-process, has no autovacuum: the setting is kept there and does nothing.
ALTER TABLE programs SET (autovacuum_vacuum_scale_factor = 0.002, autovacuum_vacuum_threshold = 1000);
