import type { ReactNode } from 'react';
import { REVIEW_ASPECT_LABEL, REVIEW_ASPECTS, REVIEW_MESSAGES, stayMonthText, type Review } from '@wellness/shared/domain';
import { Badge, RatingStars } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import styles from './reviews.module.css';

export interface ReviewItemProps {
  review: Review;
  /** Which program the review is of, on pages that list several programs' reviews (a provider's). */
  showProgram?: ReactNode;
  /** The Report action, or nothing where reviews are only shown. */
  actions?: ReactNode;
  headingLevel?: 'h3' | 'h4';
}

/**
 * One review as the public reads it: the guest's first name, the month of the stay and the "Verified stay" mark, the
 * overall and aspect ratings, the text and the owner's answer.
 */
export function ReviewItem({ review, showProgram, actions, headingLevel: Heading = 'h3' }: ReviewItemProps) {
  const locale = useLocale();
  const aspects = REVIEW_ASPECTS.filter((aspect) => review.aspects[aspect] !== undefined);
  return (
    <article className={styles.review} aria-labelledby={`review-${review.id}`}>
      <header className={styles.reviewHead}>
        <Heading id={`review-${review.id}`} className={styles.author}>{review.authorFirstName}</Heading>
        <p className={styles.stay}>
          Stayed {stayMonthText(review.stayMonth, locale)}
          {review.verifiedStay && <Badge variant="success" size="sm">{REVIEW_MESSAGES.verifiedStay}</Badge>}
        </p>
      </header>
      {showProgram}
      <RatingStars summary={{ average: review.rating, count: 1 }} locale={locale} hideCount />
      {aspects.length > 0 && (
        <ul className={styles.aspects} aria-label="Ratings of the stay">
          {aspects.map((aspect) => (
            <li key={aspect}>
              <span>{REVIEW_ASPECT_LABEL[aspect]}</span> <RatingStars summary={{ average: review.aspects[aspect]!, count: 1 }} locale={locale} size="sm" hideCount />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.text}>{review.text}</p>
      {review.answer && (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>Response from the host</p>
          <p className={styles.text}>{review.answer.text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
