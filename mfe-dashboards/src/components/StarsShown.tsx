import styles from './StarsShown.module.css';

/** A rating as five stars to the eye and "Rated 4 out of 5 stars" to a screen reader. */
export function StarsShown({ rating, label = 'Rated' }: { rating: number; label?: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${label} ${rating} out of 5 stars`}>
      {'★'.repeat(rating)}
      <span className={styles.off}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}
