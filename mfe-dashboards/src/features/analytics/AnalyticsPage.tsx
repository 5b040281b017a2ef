import { useLocale } from '@wellness/shared/contract';
import { useState } from 'react';
import { formatDateRange, formatDateTime, formatMoney, formatNumber, formatPercent } from '@wellness/shared/format';
import { ANALYTICS_WINDOWS, occupancyOf, type AnalyticsWindow, type FunnelTotals, type MoneyTotal, type ProgramAnalytics } from '@wellness/shared/host-tools';
import { Button, EmptyState, InlineMessage, Skeleton } from '@wellness/shared/ui';
import { useHostAnalyticsQuery } from './api/analytics';
import { DailyChart, FunnelChart } from './charts';
import styles from './AnalyticsPage.module.css';

/** The least number of programs (this one included) whose median is shown beside a program. */
const MIN_SIMILAR = 3;
const percent = (ratio: number | null, locale: string) => (ratio === null ? '–' : formatPercent(ratio, locale));
/** A conversion is small: one decimal of a percent says more than a whole one. */
const conversion = (ratio: number | null, locale: string) => (ratio === null ? '–' : formatNumber(ratio, locale, { style: 'percent', maximumFractionDigits: 1 }));
const money = (totals: MoneyTotal[], locale: string) => (totals.length ? totals.map((m) => formatMoney(m.amount, m.currency, locale)).join(' + ') : formatMoney(0, 'USD', locale));

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className={styles.card}>
      <dt className={styles.cardLabel}>{label}</dt>
      <dd className={styles.cardValue}>{value}</dd>
      {hint && <dd className={styles.cardHint}>{hint}</dd>}
    </div>
  );
}

function similarText(p: ProgramAnalytics, locale: string): string {
  // Alone in its segment, a program would be compared with itself.
  if (!p.similar || p.similar.programs < MIN_SIMILAR) return 'Too few similar programs with views to compare yet (compared daily)';
  return `${conversion(p.similar.medianConversion, locale)} median of ${formatNumber(p.similar.programs, locale)} ${p.category || 'programs'} in ${p.country}`;
}

function KeyFigures({ totals, conv }: { totals: FunnelTotals; conv: number | null }) {
  const locale = useLocale();
  return (
    <dl className={styles.cards}>
      <Figure label="Views" value={formatNumber(totals.views, locale)} hint="of your programs’ pages" />
      <Figure label="View to booking" value={conversion(conv, locale)} hint={`${formatNumber(totals.bookings, locale)} bookings`} />
      <Figure label="Revenue" value={money(totals.revenue, locale)} hint="bookings confirmed" />
      <Figure label="Occupancy" value={percent(occupancyOf(totals), locale)} hint={`${formatNumber(totals.placesTaken, locale)} of ${formatNumber(totals.placesOffered, locale)} places in sessions that started`} />
      <Figure label="Cancellations" value={formatNumber(totals.cancellations, locale)} hint="by guests or by you" />
    </dl>
  );
}

/**
 * /dashboard/facility/analytics and /dashboard/user/analytics: what sells, over 7, 30 or 90 days. Views of the
 * details pages, saves, questions, requests, bookings, cancellations, revenue and occupancy, from the daily
 * aggregates; the way from a view to a booking as a chart, the days as another, and each program beside the median of
 * similar programs (same category and country).
 */
export function AnalyticsPage() {
  const locale = useLocale();
  const [days, setDays] = useState<AnalyticsWindow>(30);
  const query = useHostAnalyticsQuery(days);
  const data = query.data;

  return (
    <section aria-labelledby="analytics-title" className={styles.page}>
      <h1 id="analytics-title" className={styles.title}>
        What sells
      </h1>
      <p className={styles.lead}>How guests find, save, ask about and book your programs, and how that compares with similar programs.</p>
      <div className={styles.windows} role="group" aria-label="Period">
        {ANALYTICS_WINDOWS.map((n) => (
          <Button key={n} size="sm" variant={days === n ? 'primary' : 'ghost'} aria-pressed={days === n} onClick={() => setDays(n)}>
            Last {n} days
          </Button>
        ))}
      </div>

      {query.isError && !data ? (
        <InlineMessage tone="error">The figures could not be loaded. Please try again.</InlineMessage>
      ) : !data ? (
        <Skeleton height="28rem" />
      ) : data.programs.length === 0 ? (
        <EmptyState headingLevel={2} title="No programs yet" description="Once your programs are published, how they sell shows here." />
      ) : (
        <>
          <p className={styles.note}>
            {formatDateRange(data.from, data.to, locale)}. The figures are gathered every hour
            {data.aggregatedAt ? ` (last at ${formatDateTime(data.aggregatedAt, locale)})` : ''}. A view is a visitor opening a program’s page, counted once a day
            without cookies and without keeping who they are.
          </p>
          <KeyFigures totals={data.totals} conv={data.conversion} />
          <div className={styles.charts}>
            <section aria-labelledby="funnel-title" className={styles.panel}>
              <h2 id="funnel-title" className={styles.panelTitle}>
                From a view to a booking
              </h2>
              <FunnelChart totals={data.totals} caption={`All your programs, last ${days} days`} />
            </section>
            <section aria-labelledby="days-title" className={styles.panel}>
              <h2 id="days-title" className={styles.panelTitle}>
                Day by day
              </h2>
              <DailyChart series={data.series} caption={`Views and bookings each day, last ${days} days.`} />
            </section>
          </div>
          <section aria-labelledby="programs-title" className={styles.panel}>
            <h2 id="programs-title" className={styles.panelTitle}>
              Your programs
            </h2>
            {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div className={styles.tableWrap} role="region" aria-label="Figures by program" tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Program</th>
                    <th scope="col">Views</th>
                    <th scope="col">Saves</th>
                    <th scope="col">Questions</th>
                    <th scope="col">Requests</th>
                    <th scope="col">Bookings</th>
                    <th scope="col">View to booking</th>
                    <th scope="col">Similar programs</th>
                    <th scope="col">Revenue</th>
                    <th scope="col">Occupancy</th>
                    <th scope="col">Cancellations</th>
                  </tr>
                </thead>
                <tbody>
                  {data.programs.map((p) => (
                    <tr key={p.id}>
                      <th scope="row">{p.name}</th>
                      <td>{formatNumber(p.totals.views, locale)}</td>
                      <td>{formatNumber(p.totals.saves, locale)}</td>
                      <td>{formatNumber(p.totals.questions, locale)}</td>
                      <td>{formatNumber(p.totals.requests, locale)}</td>
                      <td>{formatNumber(p.totals.bookings, locale)}</td>
                      <td>{conversion(p.conversion, locale)}</td>
                      <td className={styles.similar}>{similarText(p, locale)}</td>
                      <td>{money(p.totals.revenue, locale)}</td>
                      <td>{percent(occupancyOf(p.totals), locale)}</td>
                      <td>{formatNumber(p.totals.cancellations, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={styles.muted}>
              Similar programs: the median of the programs of the same category and country that had views in the same days. Revenue counts the bookings
              confirmed in these days; occupancy the sessions that started in them.
            </p>
          </section>
        </>
      )}
    </section>
  );
}

export default AnalyticsPage;
