import { lazy, Suspense, useState } from 'react';
import { REVIEW_MESSAGES, type OwnerReview } from '@wellness/shared/domain';
import { Badge, Button, EmptyState, InlineMessage, LoadingText } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
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
  const [page, setPage] = useState(1);
  const query = useOwnerReviewsQuery(page);
  const [answering, setAnswering] = useState<string | null>(null);
  const notice = useNotice();
  const { data } = query;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const item = (review: OwnerReview) => (
    <li key={review.id}>
      <ReviewCard review={review} level={2} status={review.hidden ? <Badge size="sm" variant="warning">Hidden by an administrator</Badge> : undefined}>
        {review.answer || review.hidden ? null : answering === review.id ? (
          <Suspense fallback={<LoadingText>Loading the form…</LoadingText>}>
            <AnswerForm
              reviewId={review.id}
              authorFirstName={review.authorFirstName}
              onCancel={() => setAnswering(null)}
              onAnswered={() => {
                setAnswering(null);
                notice.show('success', 'Your answer is published.', { focus: true });
              }}
            />
          </Suspense>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" aria-label={`Answer ${review.authorFirstName}’s review of ${review.programName} publicly`} onClick={() => { notice.clear(); setAnswering(review.id); }}>
              Answer publicly
            </Button>
          </div>
        )}
      </ReviewCard>
    </li>
  );

  return (
    <section aria-labelledby="owner-reviews-title" className={styles.page}>
      <h1 id="owner-reviews-title" className={styles.title}>
        Reviews of your programs
      </h1>
      {notice.element}
      {query.isLoading ? (
        <LoadingText>Loading reviews…</LoadingText>
      ) : query.isError || !data ? (
        <InlineMessage tone="error">The reviews could not be loaded.</InlineMessage>
      ) : data.reviews.length === 0 ? (
        <EmptyState headingLevel={2} title={REVIEW_MESSAGES.noReviews} description="Guests can review a program after a completed stay; their reviews show here for you to answer." />
      ) : (
        <>
          <ul className={styles.list} aria-label={`Reviews, page ${data.page} of ${pages}`}>
            {data.reviews.map(item)}
          </ul>
          {pages > 1 && (
            <nav className={styles.pager} aria-label="Pages of reviews">
              <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {data.page} of {pages} · {data.total} reviews
              </span>
              <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

export default OwnerReviewsPage;
