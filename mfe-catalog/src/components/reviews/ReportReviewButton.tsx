import { lazy, Suspense, useState } from 'react';
import { selectUser, signInAskedFor, useAppDispatch, useAppSelector, useLocation } from '@wellness/shared/contract';
import type { Review } from '@wellness/shared/domain';
import { Button } from '@wellness/shared/ui';
import { reviewMessages } from './messages';
import styles from './reviews.module.css';

// The form loads on first use, in its own chunk.
const ReportReviewDialog = lazy(() => import(/* webpackChunkName: "report-review" */ './ReportReviewDialog'));

/** "Report" under a review: signed out, it asks to sign in first; then a dialog with the reason; then a thank-you. */
export function ReportReviewButton({ review }: { review: Review }) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const { t } = reviewMessages.useT();

  if (reported) return <p className={styles.stay} role="status">{t('report.done')}</p>;
  const start = () => {
    if (!user) dispatch(signInAskedFor(`${location.pathname}${location.search}${location.hash}`));
    else setOpen(true);
  };
  return (
    <div className={styles.actions}>
      <Button variant="link" size="sm" className={styles.report} onClick={start} aria-label={t('report.label', { name: review.authorFirstName })}>{t('report.button')}</Button>
      {open && (
        <Suspense fallback={null}>
          <ReportReviewDialog review={review} onClose={() => setOpen(false)} onReported={() => { setOpen(false); setReported(true); }} />
        </Suspense>
      )}
    </div>
  );
}
