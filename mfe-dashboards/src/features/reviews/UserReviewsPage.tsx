import { lazy, Suspense, useState } from 'react';
import { REVIEW_MESSAGES, stayMonthText, type ReviewableStay } from '@wellness/shared/domain';
import { Badge, Button, EmptyState, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import { useNotice } from '../../components/useNotice';
import { useMyReviewsQuery } from './api/myReviews';
import { usePendingReviewsQuery } from './api/pendingReviews';
import { ModerationNote } from './ModerationNote';
import { ReviewCard } from './ReviewCard';
import styles from './reviews.module.css';

// The form (and zod with reviewSchema) loads when a review is first written, not with the page.
const ReviewFormDialog = lazy(() => import(/* webpackChunkName: "review-form" */ './ReviewFormDialog'));

/** /dashboard/user/reviews: the stays waiting for a review, with the form, and the reviews this guest wrote. */
export function UserReviewsPage() {
  const locale = useLocale();
  const pending = usePendingReviewsQuery();
  const mine = useMyReviewsQuery();
  const [writing, setWriting] = useState<ReviewableStay | null>(null);
  const notice = useNotice();

  return (
    <section aria-labelledby="reviews-title" className={styles.page}>
      <h1 id="reviews-title" className={styles.title}>
        Reviews
      </h1>
      {notice.element}

      <section aria-labelledby="pending-title" className={styles.section}>
        <h2 id="pending-title" className={styles.subtitle}>
          Stays to review
        </h2>
        {pending.isLoading ? (
          <LoadingText>Loading your stays…</LoadingText>
        ) : pending.isError || !pending.data ? (
          <InlineMessage tone="error">Your stays could not be loaded.</InlineMessage>
        ) : pending.data.length === 0 ? (
          <EmptyState title="No stays waiting for a review" description="A stay can be reviewed once it is completed, for 60 days." />
        ) : (
          <ul className={styles.list}>
            {pending.data.map((stay) => (
              <li key={stay.bookingId} className={styles.stay}>
                <img src={stay.image} alt="" className={styles.thumb} loading="lazy" />
                <div>
                  <h3 className={styles.stayName}>{stay.programName}</h3>
                  <p className={styles.stayMeta}>
                    Stayed {stayMonthText(stay.stayMonth, locale)} · Review by {formatDate(stay.reviewBy, locale)}
                  </p>
                </div>
                <Button aria-label={`Write a review of ${stay.programName}`} onClick={() => { notice.clear(); setWriting(stay); }}>
                  Write a review
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="mine-title" className={styles.section}>
        <h2 id="mine-title" className={styles.subtitle}>
          Your reviews
        </h2>
        {mine.isLoading ? (
          <LoadingText>Loading your reviews…</LoadingText>
        ) : mine.isError || !mine.data ? (
          <InlineMessage tone="error">Your reviews could not be loaded.</InlineMessage>
        ) : mine.data.length === 0 ? (
          <EmptyState title={REVIEW_MESSAGES.noReviews} description="Reviews you write show here, with the host’s answer." />
        ) : (
          <ul className={styles.list}>
            {mine.data.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} status={review.hidden ? <Badge size="sm" variant="warning">Hidden</Badge> : undefined}>
                  <ModerationNote hidden={review.hidden} moderation={review.moderation} />
                </ReviewCard>
              </li>
            ))}
          </ul>
        )}
      </section>

      {writing && (
        <Suspense fallback={null}>
          <ReviewFormDialog
            key={writing.bookingId}
            stay={writing}
            onClose={() => setWriting(null)}
            onSubmitted={() => {
              setWriting(null);
              notice.show('success', REVIEW_MESSAGES.submitted, { focus: true });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

export default UserReviewsPage;
