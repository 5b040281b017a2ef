import { lazy, Suspense, useState } from 'react';
import type { OwnerReview } from '@wellness/shared/domain';
import { formatNumber } from '@wellness/shared/format';
import { Badge, Button, EmptyState, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { loadingTexts } from '../../messages';
import { reviewsMessages, useReviewsT } from './messages';
import { useOwnerReviewsQuery } from './api/ownerReviews';
import { ReviewCard } from './ReviewCard';
import styles from './reviews.module.css';

// The answer form (and zod) loads when an owner first answers, not with the page.
const AnswerForm = lazy(() => import(/* webpackChunkName: "review-answer-form" */ './AnswerForm'));

/**
 * /dashboard/facility/reviews and /dashboard/user/program-reviews (a user who created programs owns them too): the
 * reviews of the caller's programs, newest first and paged, each with its one public answer or the form to give it.
 */
export function OwnerReviewsPage() {
  const { t, locale } = useReviewsT();
  const [page, setPage] = useState(1);
  const query = useOwnerReviewsQuery(page);
  const [answering, setAnswering] = useState<string | null>(null);
  const notice = useNotice();
  const { data } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const item = (review: OwnerReview) => (
    <li key={review.id}>
      <ReviewCard review={review} level={2} status={review.hidden ? <Badge size="sm" variant="warning">{t('owner.hidden')}</Badge> : undefined}>
        {review.answer || review.hidden ? null : answering === review.id ? (
          <Suspense fallback={<LoadingText>{t('owner.loadingForm')}</LoadingText>}>
            <AnswerForm
              reviewId={review.id}
              authorFirstName={review.authorFirstName}
              onCancel={() => setAnswering(null)}
              onAnswered={() => {
                setAnswering(null);
                notice.show('success', t('owner.answered'), { focus: true });
              }}
            />
          </Suspense>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" aria-label={t('owner.answerOf', { name: review.authorFirstName, program: review.programName })} onClick={() => { notice.clear(); setAnswering(review.id); }}>
              {t('owner.answer')}
            </Button>
          </div>
        )}
      </ReviewCard>
    </li>
  );

  return (
    <section aria-labelledby="owner-reviews-title" className={styles.page}>
      <h1 id="owner-reviews-title" className={styles.title}>
        {t('owner.title')}
      </h1>
      {notice.element}
      {query.isLoading ? (
        <LoadingText>{t('owner.loading')}</LoadingText>
      ) : query.isError || !data ? (
        <InlineMessage tone="error">{t('owner.failed')}</InlineMessage>
      ) : data.reviews.length === 0 ? (
        <EmptyState headingLevel={2} title={t('none')} description={t('owner.none')} />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('owner.list', { page: data.page, pages })}>
            {data.reviews.map(item)}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label={t('owner.pagesNav')}>
              <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('owner.previous')}
              </Button>
              <span>
                {t('owner.pageOf', { page: data.page, pages, count: data.total, total: formatNumber(data.total, locale) })}
              </span>
              <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('owner.next')}
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

export const prepare = loadingTexts(reviewsMessages);

export default OwnerReviewsPage;
