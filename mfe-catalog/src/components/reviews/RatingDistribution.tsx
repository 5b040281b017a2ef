import { formatAverage, type RatingDistribution as Distribution, type RatingSummary, type Stars } from '@wellness/shared/domain';
import { formatNumber } from '@wellness/shared/format';
import { RatingStars } from '@wellness/shared/ui';
import { reviewMessages } from './messages';
import styles from './reviews.module.css';

const ROWS: Stars[] = [5, 4, 3, 2, 1];

/** The average in large type, the stars and count, and how many reviews gave each rating, 5 down to 1. */
export function RatingDistribution({ summary, distribution }: { summary: RatingSummary; distribution: Distribution }) {
  const { t, locale } = reviewMessages.useT();
  return (
    <div className={styles.summary}>
      <div>
        <p className={styles.big} aria-hidden="true">{formatAverage(summary.average, locale)}</p>
        <RatingStars summary={summary} locale={locale} />
      </div>
      <ul className={styles.distribution} aria-label={t('byRating')}>
        {ROWS.map((stars) => (
          <li key={stars}>
            <span>{t('stars', { count: stars })}</span>
            {/* A meter: a measure within a known range (this rating's share of all reviews); styled without inline styles (CSP). */}
            <meter min={0} max={Math.max(summary.count, 1)} value={distribution[stars]} aria-label={t('meter', { stars: t('stars', { count: stars }), reviews: t('count', { count: distribution[stars], n: formatNumber(distribution[stars], locale) }) })} />
            <span className={styles.count} aria-hidden="true">{formatNumber(distribution[stars], locale)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
