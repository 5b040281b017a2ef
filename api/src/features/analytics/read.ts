// The host's analytics page: sums of the daily aggregates of their programs over the last 7, 30 or 90 days, with the
// medians of similar programs beside each. Three indexed reads of the host's own rows (program_daily_stats by owner
// and day) and the medians table: its time follows the host's programs and days, not the size of the catalogue.
import {
  addDays, conversionOf, type AnalyticsDay, type AnalyticsWindow, type FunnelTotals, type HostAnalytics, type MoneyTotal, type ProgramAnalytics, type SimilarPrograms,
} from '@wellness/shared/host-tools';
import type { Database } from '../../db/client';

interface TotalsRow {
  program_id: string;
  currency: string;
  views: number;
  saves: number;
  questions: number;
  requests: number;
  bookings: number;
  cancellations: number;
  revenue: number | string;
  places_offered: number;
  places_taken: number;
}

const COUNTS = ['views', 'saves', 'questions', 'requests', 'bookings', 'cancellations'] as const;

const emptyTotals = (): FunnelTotals => ({ views: 0, saves: 0, questions: 0, requests: 0, bookings: 0, cancellations: 0, revenue: [], placesOffered: 0, placesTaken: 0 });

function addRevenue(list: MoneyTotal[], currency: string, amount: number) {
  if (amount === 0) return;
  const found = list.find((m) => m.currency === currency);
  if (found) found.amount += amount;
  else list.push({ currency, amount });
}

function add(into: FunnelTotals, row: TotalsRow) {
  for (const key of COUNTS) into[key] += Number(row[key]);
  addRevenue(into.revenue, row.currency, Number(row.revenue));
  into.placesOffered += Number(row.places_offered);
  into.placesTaken += Number(row.places_taken);
}

export async function hostAnalytics(database: Database, ownerId: string, days: AnalyticsWindow, today: string): Promise<HostAnalytics> {
  const from = addDays(today, -(days - 1));
  const [programs, totals, series, segments, aggregated] = await Promise.all([
    database.query<{ id: string; slug: string; name: string; category: string; country: string }>(
      'SELECT id, slug, name, category, country FROM programs WHERE owner_id = $1 ORDER BY lower(name), id',
      [ownerId],
    ),
    database.query<TotalsRow>(
      `SELECT program_id, currency, sum(views)::int AS views, sum(saves)::int AS saves, sum(questions)::int AS questions, sum(requests)::int AS requests,
         sum(bookings)::int AS bookings, sum(cancellations)::int AS cancellations, sum(revenue)::bigint AS revenue,
         sum(places_offered)::int AS places_offered, sum(places_taken)::int AS places_taken
       FROM program_daily_stats WHERE owner_id = $1 AND day >= $2::date AND day <= $3::date GROUP BY program_id, currency`,
      [ownerId, from, today],
    ),
    database.query<{ day: string; views: number; saves: number; questions: number; requests: number; bookings: number }>(
      `SELECT day::text AS day, sum(views)::int AS views, sum(saves)::int AS saves, sum(questions)::int AS questions, sum(requests)::int AS requests,
         sum(bookings)::int AS bookings
       FROM program_daily_stats WHERE owner_id = $1 AND day >= $2::date AND day <= $3::date GROUP BY day`,
      [ownerId, from, today],
    ),
    database.query<{ category: string; country: string; programs: number; median_views: number; median_bookings: number; median_conversion: number | null }>(
      `SELECT s.category, s.country, s.programs, s.median_views, s.median_bookings, s.median_conversion FROM analytics_segments s
       WHERE s.window_days = $2 AND (s.category, s.country) IN (SELECT DISTINCT category, country FROM programs WHERE owner_id = $1)`,
      [ownerId, days],
    ),
    database.query<{ value: string }>("SELECT value FROM analytics_state WHERE key = 'aggregated_at'"),
  ]);

  const byProgram = new Map<string, FunnelTotals>();
  const all = emptyTotals();
  for (const row of totals) {
    const t = byProgram.get(row.program_id) ?? emptyTotals();
    add(t, row);
    byProgram.set(row.program_id, t);
    add(all, row);
  }
  const similar = new Map(segments.map((s) => [`${s.category}\n${s.country}`, s]));
  const similarOf = (category: string, country: string): SimilarPrograms | null => {
    const s = similar.get(`${category}\n${country}`);
    return s
      ? { category, country, programs: Number(s.programs), medianViews: Number(s.median_views), medianBookings: Number(s.median_bookings), medianConversion: s.median_conversion === null ? null : Number(s.median_conversion) }
      : null;
  };
  const perProgram: ProgramAnalytics[] = programs.map((p) => {
    const t = byProgram.get(p.id) ?? emptyTotals();
    return { id: p.id, slug: p.slug, name: p.name, category: p.category, country: p.country, totals: t, conversion: conversionOf(t.views, t.bookings), similar: similarOf(p.category, p.country) };
  });
  const byDay = new Map(series.map((s) => [s.day, s]));
  const filled: AnalyticsDay[] = [];
  for (let day = from; day <= today; day = addDays(day, 1)) {
    const s = byDay.get(day);
    filled.push({ day, views: Number(s?.views ?? 0), saves: Number(s?.saves ?? 0), questions: Number(s?.questions ?? 0), requests: Number(s?.requests ?? 0), bookings: Number(s?.bookings ?? 0) });
  }
  return { days, from, to: today, aggregatedAt: aggregated[0]?.value ?? null, totals: all, conversion: conversionOf(all.views, all.bookings), series: filled, programs: perProgram };
}
