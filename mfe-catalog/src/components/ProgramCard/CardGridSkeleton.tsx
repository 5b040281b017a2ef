import { Skeleton } from '@wellness/shared/ui';
import styles from './CardGridSkeleton.module.css';

/**
 * A grid of card shapes while data loads: the same columns, media box and body height as the loaded cards, so nothing
 * moves when they arrive (CLS). Rendered in the prerendered first paint of /explore.
 */
export function CardGridSkeleton({ count, bodyHeight = '12rem', className }: { count: number; bodyHeight?: string; className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <div className={styles.media}><Skeleton width="100%" height="100%" /></div>
          <div className={styles.body} style={{ minHeight: bodyHeight }}>
            <Skeleton shape="text" width="40%" />
            <Skeleton shape="text" width="75%" height="1.5rem" />
            <Skeleton lines={3} />
          </div>
        </div>
      ))}
    </div>
  );
}
