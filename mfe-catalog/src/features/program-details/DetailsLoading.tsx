import { LoadingText, Skeleton } from '@wellness/shared/ui';
import { DETAILS_MESSAGES } from './detailsMessages';
import styles from './ProgramDetailsPage.module.css';

/** The page while its program loads; also its first view, served when its server view cannot be (app/serverViews). */
export function DetailsLoading() {
  // Taller than any screen, like the page it stands for: the footer stays below the fold until the program arrives.
  return (
    <div className={`${styles.page} ${styles.loadingPage}`}>
      <div className={styles.hero} aria-hidden="true">
        <div className={styles.heroText}>
          {/* Sized by classes, not style attributes: this view is also served prerendered, under a CSP without inline styles. */}
          <Skeleton shape="text" className={styles.skeletonEyebrow} />
          <Skeleton shape="text" className={styles.skeletonTitle} />
          <Skeleton lines={2} />
        </div>
        <div className={styles.heroMedia}><Skeleton className={styles.skeletonMedia} /></div>
      </div>
      <LoadingText>{DETAILS_MESSAGES.loading}</LoadingText>
    </div>
  );
}

