import { lazy, Suspense, useState } from 'react';
import { stayMonthText, type ReviewableStay } from '@wellness/shared/domain';
import { Badge, Button, EmptyState, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { formatDate } from '@wellness/shared/format';
import { useNotice } from '../../components/useNotice';
import { loadingTexts } from '../../messages';
import { reviewsMessages, useReviewsT } from './messages';
import { useMyReviewsQuery } from './api/myReviews';
import { usePendingReviewsQuery } from './api/pendingReviews';
import { ModerationNote } from './ModerationNote';
import { ReviewCard } from './ReviewCard';
import styles from './reviews.module.css';

// The form (and zod with reviewSchema) loads when a review is first written, not with the page.
const ReviewFormDialog = lazy(() => import(/* webpackChunkName: "review-form" */ './ReviewFormDialog'));

/** /dashboard/user/reviews: the stays waiting for a review, with the form, and the reviews this guest wrote. */
export function UserReviewsPage() {
  const { t, locale } = useReviewsT();
  const pending = usePendingReviewsQuery();
  const mine = useMyReviewsQuery();
  const [writing, setWriting] = useState<ReviewableStay | null>(null);
  const notice = useNotice();

  return (
    <section aria-labelledby="reviews-title" className={styles.page}>
      <h1 id="reviews-title" className={styles.title}>
        {t('user.title')}
      </h1>
      {notice.element}

      <section aria-labelledby="pending-title" className={styles.section}>
        <h2 id="pending-title" className={styles.subtitle}>
          {t('user.pending')}
        </h2>
        {pending.isLoading ? (
          <LoadingText>{t('user.loadingStays')}</LoadingText>
        ) : pending.isError || !pending.data ? (
          <InlineMessage tone="error">{t('user.staysFailed')}</InlineMessage>
        ) : pending.data.length === 0 ? (
          <EmptyState title={t('user.noStays')} description={t('user.noStaysText')} />
        ) : (
          <ul className={styles.list}>
            {pending.data.map((stay) => (
              <li key={stay.bookingId} className={styles.stay}>
                <img src={stay.image} alt="" className={styles.thumb} loading="lazy" />
                <div>
                  <h3 className={styles.stayName}>{stay.programName}</h3>
                  <p className={styles.stayMeta}>
                    {t('user.stayMeta', { month: stayMonthText(stay.stayMonth, locale), date: formatDate(stay.reviewBy, locale) })}
                  </p>
                </div>
                <Button aria-label={t('user.writeOf', { program: stay.programName })} onClick={() => { notice.clear(); setWriting(stay); }}>
                  {t('user.write')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="mine-title" className={styles.section}>
        <h2 id="mine-title" className={styles.subtitle}>
          {t('user.mine')}
        </h2>
        {mine.isLoading ? (
          <LoadingText>{t('user.loadingMine')}</LoadingText>
        ) : mine.isError || !mine.data ? (
          <InlineMessage tone="error">{t('user.mineFailed')}</InlineMessage>
        ) : mine.data.length === 0 ? (
          <EmptyState title={t('none')} description={t('user.mineNone')} />
        ) : (
          <ul className={styles.list}>
            {mine.data.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} status={review.hidden ? <Badge size="sm" variant="warning">{t('user.hidden')}</Badge> : undefined}>
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
              notice.show('success', t('user.submitted'), { focus: true });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

export const prepare = loadingTexts(reviewsMessages);

export default UserReviewsPage;
