import { LoadingText, Skeleton } from '@wellness/shared/ui';
import { DETAILS_MESSAGES } from './detailsMessages';
import { Hero, type HeroFields } from './Hero';
import styles from './ProgramDetailsPage.module.css';

/** The page while its program loads; also its prerendered first view (app/prerender.tsx). */
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

/**
 * The page while its program loads, its hero already there: the site's server fills it in with the program it asked
 * the API for (app/prerender.tsx, `filledViews`), so the picture paints from the HTML, before any script. The
 * server knows nothing of the site's image widths: the picture comes in its src's (the page then picks its own).
 */
export function DetailsHeroLoading({ program }: { program: HeroFields }) {
  return (
    <div className={`${styles.page} ${styles.loadingPage}`}>
      <Hero program={program} facts={<Skeleton shape="text" className={styles.skeletonFacts} />} oneWidth />
      <LoadingText>{DETAILS_MESSAGES.loading}</LoadingText>
    </div>
  );
}
