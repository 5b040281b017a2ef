import { REVENUE_MTD_LITERAL } from '@wellness/shared/domain';
import { formatNumber, formatPercent } from '@wellness/shared/format';
import { Skeleton } from '@wellness/shared/ui';
import { useAdminT } from './messages';
import { useAnalyticsQuery } from './api/analytics';
import styles from './AdminDashboard.module.css';

/** Platform Analytics: TOTAL PROGRAMS, APPROVAL RATE, ACTIVE USERS and the fixed REVENUE (MTD). */
export function AnalyticsPanel() {
  const { t, locale } = useAdminT();
  const { data, isLoading } = useAnalyticsQuery();
  const stats = [
    { label: t('analytics.programs'), value: data ? formatNumber(data.totalPrograms, locale) : null },
    { label: t('analytics.approval'), value: data ? formatPercent(data.approvalRate / 100, locale) : null },
    { label: t('analytics.users'), value: data ? formatNumber(data.activeUsers, locale) : null },
    // The spec's fixed figure, shown as written.
    { label: t('analytics.revenue'), value: REVENUE_MTD_LITERAL },
  ];
  return (
    <section aria-labelledby="analytics-title" className={styles.analytics}>
      <h2 id="analytics-title" className={styles.blockTitle}>
        {t('analytics.title')}
      </h2>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt>{stat.label}</dt>
            <dd>{stat.value ?? (isLoading ? <Skeleton className={styles.statSkeleton} /> : '—')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
