import { Card, Skeleton } from '@wellness/shared/ui';
import styles from './ExplorePage.module.css';

/** The shape of the destination grid while it loads: the same cards, so nothing moves when they arrive (CLS). */
export function DestinationGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={styles.cell}>
          <Card
            className={styles.card}
            media={<Skeleton width="100%" height="100%" />}
            eyebrow={<span className={styles.eyebrowLine}><Skeleton shape="text" width="5rem" /></span>}
            title={<span className={styles.cardTitle}><Skeleton shape="text" width="60%" /></span>}
            footer={<span className={styles.buttonShape}><Skeleton width="100%" height="100%" /></span>}
          >
            <p className={styles.cardText}><Skeleton lines={3} /></p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
