import { Skeleton } from '@wellness/shared/ui';
import styles from './CardGridSkeleton.module.css';

/**
 * A grid of card shapes while data loads: the same columns, media box and body height as the loaded cards, so nothing
 * moves when they arrive (CLS). Sizes by class, never a style attribute: it is served in server-rendered pages, whose
 * CSP refuses style attributes.
 */
export function CardGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={styles.card}>
          <div className={styles.media}><Skeleton className={styles.fill} /></div>
          <div className={styles.body}>
            <Skeleton shape="text" className={styles.eyebrowLine} />
            <Skeleton shape="text" className={styles.titleLine} />
            <Skeleton lines={3} />
          </div>
        </div>
      ))}
    </div>
  );
}
