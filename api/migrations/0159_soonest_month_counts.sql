-- The search page's month facet, for the month under way, counts the public programs whose soonest date from today on
-- (next_date) is in it. Counted from next_date's index on each search, that read every such program: on the first day
-- of a month at 1,000,000 programs, 153,488 of them, 400-800 ms for an unfiltered search page. Kept here instead,
-- beside the other stored counts (0060), under the facet 'soonest' (value: the month as YYYYMM, as the month facet's
-- keys), changed by each statement that changes a public program's next_date: its writes, and the hourly refresh
-- (catalog_refresh_next_dates) that moves the dates passed to the next. Until that refresh has run, a program's stored
-- date may have passed, and src/features/search/facets.ts counts the month from the programs as before.
CREATE FUNCTION search_soonest_counts_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One query per operation: a transition table exists only for its own. Written in key order, as 0060's counts, so
  -- that two writers lock the same counters in the same order.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_facet_counts AS c (facet, value, n)
    SELECT 'soonest', to_char(x.next_date, 'YYYYMM'), count(*)::int FROM new_rows x
    WHERE x.status = 'active' AND x.approved AND x.next_date IS NOT NULL
    GROUP BY 2 ORDER BY 2
    ON CONFLICT (facet, value) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO search_facet_counts AS c (facet, value, n)
    SELECT 'soonest', to_char(x.next_date, 'YYYYMM'), -count(*)::int FROM old_rows x
    WHERE x.status = 'active' AND x.approved AND x.next_date IS NOT NULL
    GROUP BY 2 ORDER BY 2
    ON CONFLICT (facet, value) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    -- Only the rows whose month or visibility changed (most updates change neither), each side joined to the other.
    INSERT INTO search_facet_counts AS c (facet, value, n)
    SELECT 'soonest', k.m, sum(k.d)::int FROM (
      SELECT to_char(x.next_date, 'YYYYMM') AS m, 1 AS d FROM new_rows x JOIN old_rows o ON o.id = x.id
      WHERE x.status = 'active' AND x.approved AND x.next_date IS NOT NULL
        AND (x.status, x.approved, to_char(x.next_date, 'YYYYMM')) IS DISTINCT FROM (o.status, o.approved, to_char(o.next_date, 'YYYYMM'))
      UNION ALL
      SELECT to_char(x.next_date, 'YYYYMM'), -1 FROM old_rows x JOIN new_rows n ON n.id = x.id
      WHERE x.status = 'active' AND x.approved AND x.next_date IS NOT NULL
        AND (x.status, x.approved, to_char(x.next_date, 'YYYYMM')) IS DISTINCT FROM (n.status, n.approved, to_char(n.next_date, 'YYYYMM'))) k
    GROUP BY k.m HAVING sum(k.d) <> 0 ORDER BY k.m
    ON CONFLICT (facet, value) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;

-- TRUNCATE empties search_facet_counts already (0060's trigger), these rows with the rest.
CREATE TRIGGER search_soonest_counts_insert AFTER INSERT ON programs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_soonest_counts_written();
CREATE TRIGGER search_soonest_counts_update AFTER UPDATE ON programs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_soonest_counts_written();
CREATE TRIGGER search_soonest_counts_delete AFTER DELETE ON programs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_soonest_counts_written();

-- The programs there are now.
INSERT INTO search_facet_counts (facet, value, n)
SELECT 'soonest', to_char(next_date, 'YYYYMM'), count(*)::int FROM programs
WHERE status = 'active' AND approved AND next_date IS NOT NULL GROUP BY 2;
