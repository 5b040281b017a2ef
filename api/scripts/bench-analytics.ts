// The hosts' analytics at scale: N generated programs (default 1,000,000; src/db/bulk-programs.ts), 88 days of daily
// aggregates behind them (one program in twenty viewed a day, and every program of the measured hosts every day), the
// views of yesterday and today still to count; then one run of the job `analytics.aggregate` (yesterday and today, and
// the medians of similar programs over 7, 30 and 90 days) and the host's page read (`hostAnalytics`, what
// GET /api/my/analytics answers) for 200 hosts of 4 programs over each window. Prints one JSON line.
// Usage: DATABASE_URL=postgres://… node dist/bench-analytics.mjs [programs]  (api/scripts/bench-analytics.sh runs it
// on a throwaway PostgreSQL 15 cluster).
import { addDays, ANALYTICS_WINDOWS } from '@wellness/shared/host-tools';
import { openAppDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import { seedBulkPrograms } from '../src/db/bulk-programs';
import { aggregate } from '../src/features/analytics/aggregate';
import { hostAnalytics } from '../src/features/analytics/read';

const programs = Number(process.argv[2] ?? 1_000_000);
const HOSTS = 200;
const HISTORY_DAYS = 88;
const log = (line: string) => process.stderr.write(`[bench-analytics] ${line}\n`);
const seconds = (ms: number) => +(ms / 1000).toFixed(1);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const database = await openAppDatabase(loadConfig());
try {
  let started = Date.now();
  await seedBulkPrograms(database, programs, { log });
  const seedSeconds = seconds(Date.now() - started);

  const now = new Date();
  const today = now.toISOString().slice(0, 10);
  // The measured hosts own programs bulk-1 … bulk-800, four each; the daily rows of every other program name a host of
  // four as well (owner ids without a user: the page is only read for the measured ones).
  await database.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role)
     SELECT 'bench-host-' || k, 'bench-host-' || k || '@example.test', 'x', 'Host', 'Bench', 'facility' FROM generate_series(0, $1::int - 1) k
     ON CONFLICT (id) DO NOTHING`,
    [HOSTS],
  );
  await database.query(
    `UPDATE programs SET owner_id = 'bench-host-' || ((substr(id, 6)::int - 1) / 4) WHERE id = ANY (SELECT 'bulk-' || n FROM generate_series(1, $1::int * 4) n)`,
    [HOSTS],
  );

  started = Date.now();
  await database.query('TRUNCATE program_daily_stats, program_view_hits, analytics_segments');
  for (let back = HISTORY_DAYS + 1; back >= 2; back -= 1) {
    await database.query(
      `INSERT INTO program_daily_stats (program_id, day, owner_id, category, country, views, saves, questions, requests, bookings, cancellations,
         revenue, currency, places_offered, places_taken)
       SELECT 'bulk-' || n, $1::date, 'bench-host-' || ((n - 1) / 4), p.category, p.country, 1 + h % 30, (h / 30) % 3, (h / 90) % 2,
         (h / 180) % 2, CASE WHEN h % 40 = 0 THEN 1 ELSE 0 END, 0, CASE WHEN h % 40 = 0 THEN 1800 ELSE 0 END, 'USD', 0, 0
       FROM (SELECT n, hashint4(n * 97 + $2::int) & 2147483647 AS h FROM generate_series(1, $3::int) n) s
       JOIN programs p ON p.id = 'bulk-' || s.n
       WHERE s.n <= $4::int * 4 OR s.h % 20 = 0`,
      [addDays(today, -back), back, programs, HOSTS],
    );
  }
  await database.query('ANALYZE program_daily_stats');
  const rows = (await database.query<{ rows: string }>('SELECT count(*) AS rows FROM program_daily_stats'))[0]?.rows;
  // Yesterday's and today's views, not counted yet: 150,000 and 100,000 visitors over the catalogue.
  for (const [day, hits] of [[addDays(today, -1), 150_000], [today, 100_000]] as const) {
    await database.query(
      `INSERT INTO program_view_hits (program_id, day, visitor)
       SELECT 'bulk-' || (1 + (hashint4(i * 31 + $3::int) & 2147483647) % $2::int), $1::date, md5(i::text || $1) FROM generate_series(1, $4::int) i
       ON CONFLICT DO NOTHING`,
      [day, programs, day === today ? 1 : 2, hits],
    );
  }
  await database.query(
    "INSERT INTO analytics_state (key, value) VALUES ('counted_through', $1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    [addDays(today, -1)],
  );
  await database.query("DELETE FROM analytics_state WHERE key = 'segments_on'");
  const historySeconds = seconds(Date.now() - started);
  log(`${Number(rows).toLocaleString('en')} daily rows in ${historySeconds} s; aggregating…`);

  started = Date.now();
  const run = await aggregate(database, now);
  const aggregateMs = Date.now() - started;
  const segments = (await database.query<{ segments: string }>('SELECT count(*) AS segments FROM analytics_segments'))[0]?.segments;

  // The page of each host over each window, in turn (one warm-up each first).
  const times: number[] = [];
  for (const days of ANALYTICS_WINDOWS) await hostAnalytics(database, 'bench-host-0', days, today);
  const sample = { programs: 0, days: 0 };
  for (let k = 0; k < HOSTS; k += 1) {
    for (const days of ANALYTICS_WINDOWS) {
      const t0 = performance.now();
      const answer = await hostAnalytics(database, `bench-host-${k}`, days, today);
      times.push(performance.now() - t0);
      if (k === 0 && days === 90) Object.assign(sample, { programs: answer.programs.length, days: answer.series.length });
    }
  }
  times.sort((a, b) => a - b);
  const ms = (n: number) => +n.toFixed(1);
  console.log(JSON.stringify({
    programs, seedSeconds, dailyRows: Number(rows), historySeconds, segments: Number(segments),
    aggregate: { totalMs: aggregateMs, daysMs: run.ms.days, segmentsMs: run.ms.segments, days: run.days },
    read: { requests: times.length, p50Ms: ms(percentile(times, 50)), p95Ms: ms(percentile(times, 95)), maxMs: ms(times.at(-1)!), sample },
  }));
} finally {
  await database.close();
}
