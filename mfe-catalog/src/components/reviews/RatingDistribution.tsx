import { formatAverage, reviewCountText, type RatingDistribution as Distribution, type RatingSummary, type Stars } from '@wellness/shared/domain';
import { RatingStars } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import styles from './reviews.module.css';

const ROWS: Stars[] = [5, 4, 3, 2, 1];

/** The average in large type, the stars and count, and how many reviews gave each rating, 5 down to 1. */
export function RatingDistribution({ summary, distribution }: { summary: RatingSummary; distribution: Distribution }) {
  const locale = useLocale();
  return (
    <div className={styles.summary}>
      <div>
        <p className={styles.big} aria-hidden="true">{formatAverage(summary.average, locale)}</p>
        <RatingStars summary={summary} locale={locale} />
      </div>
      <ul className={styles.distribution} aria-label="Reviews by rating">
        {ROWS.map((stars) => (
          <li key={stars}>
            <span>{stars} {stars === 1 ? 'star' : 'stars'}</span>
            {/* A meter: a measure within a known range (this rating's share of all reviews); styled without inline styles (CSP). */}
            <meter min={0} max={Math.max(summary.count, 1)} value={distribution[stars]} aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}: ${reviewCountText(distribution[stars])}`} />
            <span className={styles.count} aria-hidden="true">{distribution[stars]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
