import { REVENUE_MTD_LITERAL } from '@wellness/shared/domain';
import { Skeleton } from '@wellness/shared/ui';
import { useAnalyticsQuery } from './api/analytics';
import styles from './AdminDashboard.module.css';

/** Platform Analytics: TOTAL PROGRAMS, APPROVAL RATE, ACTIVE USERS and the fixed REVENUE (MTD). */
export function AnalyticsPanel() {
  const { data, isLoading } = useAnalyticsQuery();
  const stats = [
    { label: 'TOTAL PROGRAMS', value: data ? String(data.totalPrograms) : null },
    { label: 'APPROVAL RATE', value: data ? `${data.approvalRate}%` : null },
    { label: 'ACTIVE USERS', value: data ? String(data.activeUsers) : null },
    { label: 'REVENUE (MTD)', value: REVENUE_MTD_LITERAL },
  ];
  return (
    <section aria-labelledby="analytics-title" className={styles.analytics}>
      <h2 id="analytics-title" className={styles.blockTitle}>
        Platform Analytics
      </h2>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt>{stat.label}</dt>
            <dd>{stat.value ?? (isLoading ? <Skeleton width="3rem" height="2rem" /> : '—')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
