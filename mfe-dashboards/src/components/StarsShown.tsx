import { useDashboardsT } from '../messages';
import styles from './StarsShown.module.css';

/**
 * A rating as five stars to the eye and "Rated 4 out of 5 stars" to a screen reader; with `aspect` (an aspect's name,
 * in the page's language), "Cleanliness 4 out of 5 stars".
 */
export function StarsShown({ rating, aspect }: { rating: number; aspect?: string }) {
  const { t } = useDashboardsT();
  return (
    <span className={styles.stars} role="img" aria-label={aspect === undefined ? t('stars.rated', { count: rating }) : t('stars.aspect', { aspect, count: rating })}>
      {'★'.repeat(rating)}
      <span className={styles.off}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
