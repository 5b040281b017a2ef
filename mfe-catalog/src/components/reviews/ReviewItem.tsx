import type { ReactNode } from 'react';
import { REVIEW_ASPECTS, stayMonthText, type Review, type ReviewAspect } from '@wellness/shared/domain';
import { Badge, RatingStars } from '@wellness/shared/ui';
import { reviewMessages } from './messages';
import styles from './reviews.module.css';

const ASPECT = { value: 'aspect.value', setting: 'aspect.setting', staff: 'aspect.staff' } as const satisfies Record<ReviewAspect, string>;

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
  const { t, locale } = reviewMessages.useT();
  const aspects = REVIEW_ASPECTS.filter((aspect) => review.aspects[aspect] !== undefined);
  return (
    <article className={styles.review} aria-labelledby={`review-${review.id}`}>
      <header className={styles.reviewHead}>
        <Heading id={`review-${review.id}`} className={styles.author}>{review.authorFirstName}</Heading>
        <p className={styles.stay}>
          {t('stayed', { month: stayMonthText(review.stayMonth, locale) })}
          {review.verifiedStay && <Badge variant="success" size="sm">{t('verifiedStay')}</Badge>}
        </p>
      </header>
      {showProgram}
      <RatingStars summary={{ average: review.rating, count: 1 }} locale={locale} hideCount />
      {aspects.length > 0 && (
        <ul className={styles.aspects} aria-label={t('aspects')}>
          {aspects.map((aspect) => (
            <li key={aspect}>
              <span>{t(ASPECT[aspect])}</span> <RatingStars summary={{ average: review.aspects[aspect]!, count: 1 }} locale={locale} size="sm" hideCount />
            </li>
          ))}
        </ul>
      )}
      <p className={styles.text}>{review.text}</p>
      {review.answer && (
        <div className={styles.answer}>
          <p className={styles.answerTitle}>{t('answer')}</p>
          <p className={styles.text}>{review.answer.text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
