import { lazy, Suspense, useState } from 'react';
import { selectUser, signInAskedFor, useAppDispatch, useAppSelector, useLocation } from '@wellness/shared/contract';
import { REVIEW_MESSAGES, type Review } from '@wellness/shared/domain';
import { Button } from '@wellness/shared/ui';
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

  if (reported) return <p className={styles.stay} role="status">{REVIEW_MESSAGES.reported}</p>;
  const start = () => {
    if (!user) dispatch(signInAskedFor(`${location.pathname}${location.search}${location.hash}`));
    else setOpen(true);
  };
  return (
    <div className={styles.actions}>
      <Button variant="link" size="sm" className={styles.report} onClick={start} aria-label={`Report ${review.authorFirstName}’s review`}>Report</Button>
      {open && (
        <Suspense fallback={null}>
          <ReportReviewDialog review={review} onClose={() => setOpen(false)} onReported={() => { setOpen(false); setReported(true); }} />
        </Suspense>
      )}
    </div>
  );
}
