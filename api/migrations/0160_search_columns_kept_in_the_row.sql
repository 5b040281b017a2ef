-- A search walks the public order and tests its words on each program it passes (search_tsv, and search_text for a
-- word's letters): thousands of rows per answer at 1,000,000. A program's row is ~2.7 KB, over PostgreSQL's 2 KB
-- threshold, and the toaster moved its largest values out of the row first (the card, summary_json, then these two),
-- so testing a row's words read the TOAST table's index and pages: ~5 buffers a row. STORAGE MAIN keeps these two in
-- the row (compressed if need be) and lets the others move out instead; the card is read only for the page's rows.
-- Measured at 1,000,000 (docs/performance-api.md, "The search columns kept in the row"): a 5,000-program walk testing
-- `spa` read 13,642 buffers in 39 ms, 1,276 in 18 ms with this; the page's 24 cards 80 buffers either way.
-- Only the rows written from now on take this layout (a change of storage does not rewrite the table): a program's
-- next write, or the whole table in a maintenance window (docs/deploy.md).
ALTER TABLE programs ALTER COLUMN search_tsv SET STORAGE MAIN, ALTER COLUMN search_text SET STORAGE MAIN;
