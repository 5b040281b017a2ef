import { Skeleton } from '@wellness/shared/ui';
import styles from './cards.module.css';

/** The shape of a card while its data loads: same media box and text height, so nothing moves when it arrives. */
function CardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonMedia}><Skeleton width="100%" height="100%" /></div>
      <div className={styles.skeletonBody}>
        <Skeleton shape="text" width="40%" />
        <Skeleton shape="text" width="80%" height="1.5rem" />
        <Skeleton lines={3} />
      </div>
    </div>
  );
}

/** A row of card skeletons in the carousels' geometry. */
export function CardRowSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className={styles.skeletonRow}>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </div>
  );
}
