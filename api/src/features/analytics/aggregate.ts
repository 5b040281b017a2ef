// The job `analytics.aggregate` (hourly, on the app's job queue): folds what happened each day into one row a program
// a day (program_daily_stats), the rows the hosts' analytics page sums; once a day, the medians of similar programs.
// Each run counts today and yesterday again from their sources (so a late write of yesterday is not lost), in SQL
// over indexes by time: its cost follows the day's activity, not the size of the catalogue. Safe to run twice.
import { addDays, ANALYTICS_WINDOWS } from '@wellness/shared/host-tools';
import type { Database } from '../../db/client';

declare module '../../lib/jobs/queue' {
  interface JobPayloads {
    /** Counts today and yesterday into the daily aggregates, and once a day the medians of similar programs. */
    'analytics.aggregate': Record<string, never>;
  }
}

/** The first run counts this far back (everything but views, which were not counted before). */
const BACKFILL_DAYS = 90;
/** Daily rows are kept this long (the longest window and a year to compare with). */
const KEEP_DAYS = 400;

const startOf = (day: string) => `${day}T00:00:00.000Z`;

/**
 * One day's row of every program with anything to count that day, written over the rows the day had (a program whose
 * activity went away, a save removed, loses its row). Every source is read by its index on time.
 */
const DAY_SQL = `
WITH
  v AS (SELECT program_id, count(*)::int AS n FROM program_view_hits WHERE day = $1::date GROUP BY program_id),
  sv AS (SELECT program_id, count(*)::int AS n FROM saved_programs WHERE saved_at >= $2::timestamptz AND saved_at < $3::timestamptz GROUP BY program_id),
  -- A question: a conversation a guest opened with a message (not one opened by a booking's own line).
  q AS (SELECT t.program_id, count(*)::int AS n FROM threads t
        WHERE t.created_at >= $2::timestamptz AND t.created_at < $3::timestamptz AND t.program_id IS NOT NULL
          AND (SELECT m.kind = 'message' AND m.sender_id IS NOT DISTINCT FROM t.guest_id FROM thread_messages m WHERE m.thread_id = t.id ORDER BY m.id LIMIT 1)
        GROUP BY t.program_id),
  r AS (SELECT program_id, count(*)::int AS n FROM bookings WHERE created_at >= $2::timestamptz AND created_at < $3::timestamptz AND program_id IS NOT NULL GROUP BY program_id),
  moves AS (SELECT b.program_id, e.to_state, coalesce(b.total, 0) AS total FROM booking_events e JOIN bookings b ON b.id = e.booking_id
            WHERE e.at >= $2::timestamptz AND e.at < $3::timestamptz AND b.program_id IS NOT NULL
              AND e.to_state IN ('confirmed', 'canceled_by_guest', 'canceled_by_provider')),
  bk AS (SELECT program_id, count(*) FILTER (WHERE to_state = 'confirmed')::int AS bookings,
           count(*) FILTER (WHERE to_state <> 'confirmed')::int AS cancellations,
           coalesce(sum(total) FILTER (WHERE to_state = 'confirmed'), 0)::bigint AS revenue
         FROM moves GROUP BY program_id),
  o AS (SELECT program_id, sum(capacity)::int AS offered, sum(taken)::int AS taken FROM program_sessions WHERE start_date = $1::date GROUP BY program_id),
  ids AS (SELECT program_id FROM v UNION SELECT program_id FROM sv UNION SELECT program_id FROM q UNION SELECT program_id FROM r
          UNION SELECT program_id FROM bk UNION SELECT program_id FROM o),
  gone AS (DELETE FROM program_daily_stats d WHERE d.day = $1::date AND d.program_id NOT IN (SELECT program_id FROM ids))
INSERT INTO program_daily_stats AS d (program_id, day, owner_id, category, country, views, saves, questions, requests, bookings, cancellations,
  revenue, currency, places_offered, places_taken)
SELECT p.id, $1::date, p.owner_id, p.category, p.country, coalesce(v.n, 0), coalesce(sv.n, 0), coalesce(q.n, 0), coalesce(r.n, 0),
  coalesce(bk.bookings, 0), coalesce(bk.cancellations, 0), coalesce(bk.revenue, 0), p.currency, coalesce(o.offered, 0), coalesce(o.taken, 0)
FROM ids JOIN programs p ON p.id = ids.program_id
  LEFT JOIN v ON v.program_id = p.id LEFT JOIN sv ON sv.program_id = p.id LEFT JOIN q ON q.program_id = p.id
  LEFT JOIN r ON r.program_id = p.id LEFT JOIN bk ON bk.program_id = p.id LEFT JOIN o ON o.program_id = p.id
ON CONFLICT (program_id, day) DO UPDATE SET owner_id = excluded.owner_id, category = excluded.category, country = excluded.country,
  views = excluded.views, saves = excluded.saves, questions = excluded.questions, requests = excluded.requests, bookings = excluded.bookings,
  cancellations = excluded.cancellations, revenue = excluded.revenue, currency = excluded.currency,
  places_offered = excluded.places_offered, places_taken = excluded.places_taken`;

/**
 * The medians of the programs of each category and country that had views in each window (7, 30, 90 days to `today`):
 * their views, bookings and bookings per view.
 */
const SEGMENTS_SQL = `
WITH w AS (SELECT unnest($2::int[]) AS days),
  per AS (
    SELECT w.days, d.program_id, max(d.category) AS category, max(d.country) AS country, sum(d.views)::float8 AS views, sum(d.bookings)::float8 AS bookings
    FROM w JOIN program_daily_stats d ON d.day > $1::date - w.days AND d.day <= $1::date
    GROUP BY w.days, d.program_id HAVING sum(d.views) > 0),
  medians AS (
    SELECT category, country, days, count(*)::int AS programs,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY views) AS median_views,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY bookings) AS median_bookings,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY bookings / views) AS median_conversion
    FROM per GROUP BY category, country, days)
INSERT INTO analytics_segments (category, country, window_days, programs, median_views, median_bookings, median_conversion, computed_on)
SELECT category, country, days, programs, median_views, median_bookings, median_conversion, $1::date FROM medians`;

async function state(database: Database, key: string): Promise<string | null> {
  const [row] = await database.query<{ value: string }>('SELECT value FROM analytics_state WHERE key = $1', [key]);
  return row?.value ?? null;
}

const setState = (q: (sql: string, params: unknown[]) => Promise<unknown>, key: string, value: string) =>
  q('INSERT INTO analytics_state (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = excluded.value', [key, value]);

export interface AggregateSummary {
  days: string[];
  /** Whether the medians of similar programs were computed in this run. */
  segments: boolean;
  ms: { days: number; segments: number };
}

/** One run of the job at `now`. */
export async function aggregate(database: Database, now: Date): Promise<AggregateSummary> {
  const today = now.toISOString().slice(0, 10);
  const last = await state(database, 'counted_through');
  // Yesterday and today; after a pause (or on the first run), from the day before the last counted, at most 90 days.
  const first = last && last >= addDays(today, -BACKFILL_DAYS) ? (last < addDays(today, -1) ? addDays(last, -1) : addDays(today, -1)) : addDays(today, -BACKFILL_DAYS);
  const days: string[] = [];
  for (let day = first; day <= today; day = addDays(day, 1)) days.push(day);

  const started = performance.now();
  for (const day of days) {
    await database.rawTransaction(async (q) => {
      await q(DAY_SQL, [day, startOf(day), startOf(addDays(day, 1))]);
    });
  }
  const daysMs = performance.now() - started;
  await database.rawTransaction(async (q) => {
    // Views of days no run will count again, and salts of days that are over: gone for good.
    await q('DELETE FROM program_view_hits WHERE day < $1::date', [addDays(today, -1)]);
    await q('DELETE FROM analytics_salts WHERE day < $1::date', [today]);
    await q('DELETE FROM program_daily_stats WHERE day < $1::date', [addDays(today, -KEEP_DAYS)]);
    await setState(q, 'counted_through', today);
    await setState(q, 'aggregated_at', now.toISOString());
  });

  const segmentsStarted = performance.now();
  const segments = (await state(database, 'segments_on')) !== today;
  if (segments) {
    await database.rawTransaction(async (q) => {
      await q('DELETE FROM analytics_segments', []);
      await q(SEGMENTS_SQL, [today, `{${ANALYTICS_WINDOWS.join(',')}}`]);
      await setState(q, 'segments_on', today);
    });
  }
  return { days, segments, ms: { days: Math.round(daysMs), segments: Math.round(performance.now() - segmentsStarted) } };
}
