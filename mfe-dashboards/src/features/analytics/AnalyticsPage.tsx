import { useState } from 'react';
import { formatDateRange, formatDateTime, formatMoney, formatNumber, formatPercent } from '@wellness/shared/format';
import { ANALYTICS_WINDOWS, occupancyOf, type AnalyticsWindow, type FunnelTotals, type MoneyTotal, type ProgramAnalytics } from '@wellness/shared/host-tools';
import type { TFunction } from '@wellness/shared/i18n';
import { Button, EmptyState, InlineMessage, Skeleton } from '@wellness/shared/ui';
import { loadingTexts } from '../../messages';
import { analyticsMessages, useAnalyticsT } from './messages';
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

function similarText(t: TFunction, p: ProgramAnalytics, locale: string): string {
  // Alone in its segment, a program would be compared with itself.
  if (!p.similar || p.similar.programs < MIN_SIMILAR) return t('tooFew');
  const words = { conversion: conversion(p.similar.medianConversion, locale), programs: formatNumber(p.similar.programs, locale), country: p.country };
  return p.category ? t('similar', { ...words, category: p.category }) : t('similarPrograms', words);
}

function KeyFigures({ totals, conv }: { totals: FunnelTotals; conv: number | null }) {
  const { t, locale } = useAnalyticsT();
  return (
    <dl className={styles.cards}>
      <Figure label={t('col.views')} value={formatNumber(totals.views, locale)} hint={t('figure.viewsHint')} />
      <Figure label={t('col.conversion')} value={conversion(conv, locale)} hint={t('figure.bookingsHint', { count: totals.bookings, total: formatNumber(totals.bookings, locale) })} />
      <Figure label={t('col.revenue')} value={money(totals.revenue, locale)} hint={t('figure.revenueHint')} />
      <Figure
        label={t('col.occupancy')}
        value={percent(occupancyOf(totals), locale)}
        hint={t('figure.occupancyHint', { taken: formatNumber(totals.placesTaken, locale), offered: formatNumber(totals.placesOffered, locale) })}
      />
      <Figure label={t('col.cancellations')} value={formatNumber(totals.cancellations, locale)} hint={t('figure.cancellationsHint')} />
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
  const { t, locale } = useAnalyticsT();
  const [days, setDays] = useState<AnalyticsWindow>(30);
  const query = useHostAnalyticsQuery(days);
  const data = query.data;

  return (
    <section aria-labelledby="analytics-title" className={styles.page}>
      <h1 id="analytics-title" className={styles.title}>
        {t('title')}
      </h1>
      <p className={styles.lead}>{t('lead')}</p>
      <div className={styles.windows} role="group" aria-label={t('period')}>
        {ANALYTICS_WINDOWS.map((n) => (
          <Button key={n} size="sm" variant={days === n ? 'primary' : 'ghost'} aria-pressed={days === n} onClick={() => setDays(n)}>
            {t('last', { days: n })}
          </Button>
        ))}
      </div>

      {query.isError && !data ? (
        <InlineMessage tone="error">{t('failed')}</InlineMessage>
      ) : !data ? (
        <Skeleton height="28rem" />
      ) : data.programs.length === 0 ? (
        <EmptyState headingLevel={2} title={t('empty')} description={t('emptyText')} />
      ) : (
        <>
          <p className={styles.note}>
            {data.aggregatedAt
              ? t('noteAt', { range: formatDateRange(data.from, data.to, locale), at: formatDateTime(data.aggregatedAt, locale) })
              : t('note', { range: formatDateRange(data.from, data.to, locale) })}
          </p>
          <KeyFigures totals={data.totals} conv={data.conversion} />
          <div className={styles.charts}>
            <section aria-labelledby="funnel-title" className={styles.panel}>
              <h2 id="funnel-title" className={styles.panelTitle}>
                {t('funnel')}
              </h2>
              <FunnelChart totals={data.totals} caption={t('funnelCaption', { days })} />
            </section>
            <section aria-labelledby="days-title" className={styles.panel}>
              <h2 id="days-title" className={styles.panelTitle}>
                {t('days')}
              </h2>
              <DailyChart series={data.series} caption={t('daysCaption', { days })} />
            </section>
          </div>
          <section aria-labelledby="programs-title" className={styles.panel}>
            <h2 id="programs-title" className={styles.panelTitle}>
              {t('programs')}
            </h2>
            {/* Scrolls sideways on a phone: focusable so a keyboard can scroll it (axe: scrollable-region-focusable). */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div className={styles.tableWrap} role="region" aria-label={t('byProgram')} tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('col.program')}</th>
                    <th scope="col">{t('col.views')}</th>
                    <th scope="col">{t('col.saves')}</th>
                    <th scope="col">{t('col.questions')}</th>
                    <th scope="col">{t('col.requests')}</th>
                    <th scope="col">{t('col.bookings')}</th>
                    <th scope="col">{t('col.conversion')}</th>
                    <th scope="col">{t('col.similar')}</th>
                    <th scope="col">{t('col.revenue')}</th>
                    <th scope="col">{t('col.occupancy')}</th>
                    <th scope="col">{t('col.cancellations')}</th>
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
                      <td className={styles.similar}>{similarText(t, p, locale)}</td>
                      <td>{money(p.totals.revenue, locale)}</td>
                      <td>{percent(occupancyOf(p.totals), locale)}</td>
                      <td>{formatNumber(p.totals.cancellations, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <p className={styles.muted}>{t('similarNote')}</p>
          </section>
        </>
      )}
    </section>
  );
}

export const prepare = loadingTexts(analyticsMessages);

export default AnalyticsPage;
