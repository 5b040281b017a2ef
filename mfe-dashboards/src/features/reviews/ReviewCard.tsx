import type { ReactNode } from 'react';
import { REVIEW_ASPECTS, stayMonthText, type Review } from '@wellness/shared/domain';
import { Badge } from '@wellness/shared/ui';
import { formatDate } from '@wellness/shared/format';
import { StarsShown } from '../../components/StarsShown';
import { aspectIn, useReviewsT } from './messages';
import styles from './reviews.module.css';

interface ReviewCardProps {
  review: Review;
  /** The heading level of the program's name in this list. */
  level?: 2 | 3;
  /** Shown under the review: its answer, a form, a decision. */
  children?: ReactNode;
  /** A mark beside "Verified stay" (e.g. "Hidden"). */
  status?: ReactNode;
}

/** One review as its reader sees it: program, stars, aspects, text, the guest's first name, the stay's month. */
export function ReviewCard({ review, level = 3, children, status }: ReviewCardProps) {
  const { t, locale } = useReviewsT();
  const Heading = `h${level}` as const;
  const aspects = REVIEW_ASPECTS.filter((aspect) => review.aspects[aspect]);
  return (
    <article className={styles.card} aria-labelledby={`review-${review.id}`}>
      <div className={styles.cardHead}>
        <Heading id={`review-${review.id}`} className={styles.cardTitle}>
          {review.programName}
        </Heading>
        <div className={styles.marks}>
          <Badge size="sm" variant="success">
            {t('card.verified')}
          </Badge>
          {status}
        </div>
      </div>
      <StarsShown rating={review.rating} />
      {aspects.length > 0 && (
        <dl className={styles.aspects}>
          {aspects.map((aspect) => (
            <div key={aspect} className={styles.aspect}>
              <dt>{aspectIn(t, aspect)}</dt>
              <dd>
                <StarsShown rating={review.aspects[aspect]!} aspect={aspectIn(t, aspect)} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.text}>{review.text}</p>
      <p className={styles.meta}>
        {t('card.meta', { name: review.authorFirstName, month: stayMonthText(review.stayMonth, locale), date: formatDate(review.createdAt, locale) })}
      </p>
      {review.answer && (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>{t('card.answer', { date: formatDate(review.answer.at, locale) })}</p>
          <p className={styles.text}>{review.answer.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}
