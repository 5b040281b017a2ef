import { Skeleton } from '@wellness/shared/ui';
import styles from './ProgramDetailsPage.module.css';

/** The gallery's room while its code loads: the same grid of thumbnails (12 at most) and its pager row. */
export function GallerySkeleton({ count }: { count: number }) {
  const shown = Math.min(count, 12);
  if (shown === 0) return null;
  return (
    <div aria-hidden="true">
      <ul className={styles.galleryGrid}>
        {Array.from({ length: shown }, (_, i) => (
          <li key={i} className={styles.thumb}><Skeleton width="100%" height="100%" /></li>
        ))}
      </ul>
      {count > 12 && <div className={styles.galleryPager} style={{ minHeight: '2.25rem' }} />}
    </div>
  );
}
