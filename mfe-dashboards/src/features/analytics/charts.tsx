// The analytics page's two charts, drawn by hand in SVG: a funnel (five bars) and the days of the window (bars and a
// line). Hand-drawn because these two shapes are a few dozen lines, and a chart library (Chart.js is ~70 KB gzip,
// uPlot ~20 KB and draws on a canvas that screen readers cannot read) would weigh more than the page itself; SVG
// keeps each chart an image with its words (role="img", a title and a summary), its numbers in a table beside it,
// and colours from the design system's tokens.
import { formatDate, formatNumber } from '@wellness/shared/format';
import { useId } from 'react';
import type { AnalyticsDay, FunnelTotals } from '@wellness/shared/host-tools';
import { useAnalyticsT } from './messages';
import styles from './AnalyticsPage.module.css';

export const FUNNEL_STEPS = [
  { key: 'views', label: 'col.views' },
  { key: 'saves', label: 'col.saves' },
  { key: 'questions', label: 'col.questions' },
  { key: 'requests', label: 'col.requests' },
  { key: 'bookings', label: 'col.bookings' },
] as const;

/** The way from a view to a booking: one bar a step, its length the count over the views. */
export function FunnelChart({ totals, caption }: { totals: FunnelTotals; caption: string }) {
  const { t, locale } = useAnalyticsT();
  const id = useId();
  const max = Math.max(1, ...FUNNEL_STEPS.map((s) => totals[s.key]));
  // A narrow drawing: on a phone or in a column its words stay about their size (the SVG scales with its box).
  const row = 30;
  const labelWidth = 78;
  const width = 340;
  const summary = FUNNEL_STEPS.map((s) => `${t(s.label)} ${formatNumber(totals[s.key], locale)}`).join(', ');
  return (
    <figure className={styles.figure}>
      <svg role="img" aria-labelledby={`${id}-t ${id}-d`} viewBox={`0 0 ${width} ${row * FUNNEL_STEPS.length}`} className={styles.svg} preserveAspectRatio="xMinYMin meet">
        <title id={`${id}-t`}>{caption}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        {FUNNEL_STEPS.map((step, i) => {
          const value = totals[step.key];
          const length = Math.max(value > 0 ? 3 : 0, ((width - labelWidth - 44) * value) / max);
          const y = i * row;
          return (
            <g key={step.key}>
              <text x={0} y={y + row / 2 + 4} className={styles.axisLabel}>
                {t(step.label)}
              </text>
              <rect x={labelWidth} y={y + 6} width={width - labelWidth - 44} height={row - 12} rx={4} className={styles.track} />
              <rect x={labelWidth} y={y + 6} width={length} height={row - 12} rx={4} className={i === FUNNEL_STEPS.length - 1 ? styles.barStrong : styles.bar} />
              <text x={labelWidth + length + 6} y={y + row / 2 + 4} className={styles.value}>
                {formatNumber(value, locale)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{caption}</figcaption>
    </figure>
  );
}

/** Views a day as bars, bookings a day as a line above them, on the same days. */
export function DailyChart({ series, caption }: { series: AnalyticsDay[]; caption: string }) {
  const { t, locale } = useAnalyticsT();
  const id = useId();
  const width = 340;
  const height = 160;
  const pad = { left: 28, right: 8, top: 10, bottom: 24 };
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const max = Math.max(1, ...series.map((d) => d.views), ...series.map((d) => d.bookings));
  const step = innerW / Math.max(1, series.length);
  const x = (i: number) => pad.left + i * step + step / 2;
  const y = (v: number) => pad.top + innerH - (innerH * v) / max;
  const line = series.map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.bookings).toFixed(1)}`).join(' ');
  const ticks = series.length > 1 ? [0, Math.floor((series.length - 1) / 2), series.length - 1] : [0];
  const views = series.reduce((n, d) => n + d.views, 0);
  const bookings = series.reduce((n, d) => n + d.bookings, 0);
  const busiest = series.reduce((best, d) => (d.views > best.views ? d : best), series[0] ?? { day: '', views: 0 });
  const counts = { views: formatNumber(views, locale), bookings: formatNumber(bookings, locale), days: formatNumber(series.length, locale) };
  const summary = busiest.views
    ? t('summaryBusiest', { ...counts, date: formatDate(busiest.day, locale), most: formatNumber(busiest.views, locale) })
    : t('summary', counts);
  return (
    <figure className={styles.figure}>
      <svg role="img" aria-labelledby={`${id}-t ${id}-d`} viewBox={`0 0 ${width} ${height}`} className={styles.svg}>
        <title id={`${id}-t`}>{caption}</title>
        <desc id={`${id}-d`}>{summary}</desc>
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + innerH} y2={pad.top + innerH} className={styles.axis} />
        <text x={pad.left - 6} y={pad.top + 8} textAnchor="end" className={styles.axisLabel}>
          {formatNumber(max, locale)}
        </text>
        <text x={pad.left - 6} y={pad.top + innerH} textAnchor="end" className={styles.axisLabel}>
          0
        </text>
        {series.map((d, i) => (
          <rect key={d.day} x={x(i) - Math.max(1, step * 0.35)} y={y(d.views)} width={Math.max(2, step * 0.7)} height={pad.top + innerH - y(d.views)} className={styles.bar} />
        ))}
        {series.length > 1 && <path d={line} className={styles.line} />}
        {series.map((d, i) => (d.bookings > 0 ? <circle key={d.day} cx={x(i)} cy={y(d.bookings)} r={2.5} className={styles.dot} /> : null))}
        {ticks.map((i) => (
          <text key={i} x={x(i)} y={height - 8} textAnchor={i === 0 ? 'start' : i === series.length - 1 ? 'end' : 'middle'} className={styles.axisLabel}>
            {formatDate(series[i]?.day, locale)}
          </text>
        ))}
      </svg>
      <figcaption className={styles.caption}>
        {caption} <span className={styles.legendBar}>{t('legendViews')}</span> <span className={styles.legendLine}>{t('legendBookings')}</span>
      </figcaption>
    </figure>
  );
}
