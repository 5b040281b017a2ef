import { Skeleton } from '@wellness/shared/ui';
import styles from './ProgramDetailsPage.module.css';

/**
 * The gallery's room while its code loads: the same grid of thumbnails (12 at most) and its pager row. Sizes by class:
 * it is served in server-rendered pages, whose CSP refuses style attributes.
 */
export function GallerySkeleton({ count }: { count: number }) {
  const shown = Math.min(count, 12);
  if (shown === 0) return null;
  return (
    <div aria-hidden="true">
      <ul className={styles.galleryGrid}>
        {Array.from({ length: shown }, (_, i) => (
          <li key={i} className={styles.thumb}><Skeleton className={styles.thumbFill} /></li>
        ))}
      </ul>
      {count > 12 && <div className={`${styles.galleryPager} ${styles.galleryPagerRoom}`} />}
    </div>
  );
}
