import { LoadingText, Skeleton } from '@wellness/shared/ui';
import type { TFunction } from '@wellness/shared/i18n';
import { detailsMessages, useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** The page while its program loads, in `t`'s language (English unless told). */
export function DetailsLoading({ t = detailsMessages.fixedT('en') }: { t?: TFunction }) {
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
      <LoadingText>{t('loading')}</LoadingText>
    </div>
  );
}


/** The loading view in the page's language: the page's first view, served when its server view cannot be (app/serverViews). */
export function DetailsLoadingView() {
  const { t } = useDetailsT();
  return <DetailsLoading t={t} />;
}
