import { useRef, useState } from 'react';
import { useGetProgramReviewsQuery } from '@wellness/shared/api/trust';
import { REVIEW_SORTS, REVIEWS_PAGE_SIZE, type ReviewSort } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';
import { Button, InlineMessage, LoadingText, Select } from '@wellness/shared/ui';
import { RatingDistribution } from '../../components/reviews/RatingDistribution';
import { ReportReviewButton } from '../../components/reviews/ReportReviewButton';
import { ReviewItem } from '../../components/reviews/ReviewItem';
import { laterMessages } from './later/messages';
import en from './later/messages/en.json';
import styles from '../../components/reviews/reviews.module.css';

export const REVIEWS_FAILED = en.reviews.failed;
const sortLabel = (t: TFunction, sort: ReviewSort) => (sort === 'newest' ? t('reviews.newest') : sort === 'highest' ? t('reviews.highest') : t('reviews.lowest'));

/** One page of reviews (five): each page is its own cached call, so "Show more" asks only for the next one. */
function ReviewsPage({ programId, sort, page, focusFirst }: { programId: string; sort: ReviewSort; page: number; focusFirst: boolean }) {
  const { data, isError } = useGetProgramReviewsQuery({ programId, sort, page });
  const first = useRef<HTMLLIElement>(null);
  const { t } = laterMessages.useT();
  if (isError) return <li><InlineMessage tone="error">{t('reviews.failed')}</InlineMessage></li>;
  if (!data) return <li><LoadingText>{t('reviews.loading')}</LoadingText></li>;
  return data.reviews.map((review, i) => (
    <li
      key={review.id}
      // The first review a "Show more" brings takes the focus, so a keyboard user reads on from there.
      ref={i === 0 && focusFirst ? (el) => { if (el && first.current !== el) { first.current = el; el.focus(); } } : undefined}
      tabIndex={i === 0 && focusFirst ? -1 : undefined}
    >
      <ReviewItem review={review} actions={<ReportReviewButton review={review} />} />
    </li>
  ));
}

/**
 * The program's reviews: its rating and how many gave each, a sort (newest, highest, lowest) and the reviews five at
 * a time with "Show more". Without reviews, it says so plainly.
 */
export default function ProgramReviews({ programId }: { programId: string }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [pages, setPages] = useState(1);
  const { data, isError } = useGetProgramReviewsQuery({ programId, sort, page: 1 });
  const { t } = laterMessages.useT();

  if (isError && !data) return <InlineMessage tone="error">{t('reviews.failed')}</InlineMessage>;
  if (!data) return <LoadingText>{t('reviews.loading')}</LoadingText>;
  if (data.total === 0) return <p className={styles.stay}>{t('reviews.none')}</p>;

  const shown = Math.min(pages * REVIEWS_PAGE_SIZE, data.total);
  return (
    <>
      <RatingDistribution summary={data.summary} distribution={data.distribution} />
      <div className={styles.toolbar}>
        <p className={styles.stay} aria-live="polite">{t('reviews.showing', { shown, total: data.total })}</p>
        <Select
          label={t('reviews.sort')}
          value={sort}
          options={REVIEW_SORTS.map((value) => ({ value, label: sortLabel(t, value) }))}
          onChange={(e) => {
            setSort(e.target.value as ReviewSort);
            setPages(1);
          }}
        />
      </div>
      <ul className={styles.list} aria-label={t('reviews.list')}>
        {Array.from({ length: pages }, (_, i) => (
          <ReviewsPage key={`${sort}-${i + 1}`} programId={programId} sort={sort} page={i + 1} focusFirst={i > 0 && i === pages - 1} />
        ))}
      </ul>
      {shown < data.total && (
        <Button variant="secondary" className={styles.more} onClick={() => setPages((n) => n + 1)}>
          {t('reviews.more')}
        </Button>
      )}
    </>
  );
}
