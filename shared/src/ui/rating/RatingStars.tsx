import { uiT, type TFunction } from '@wellness/shared/contract';
import type { RatingSummary } from '../../domain/trust';
import { formatAverage } from '../../domain/trust';
import { formatNumber, type Locale } from '../../format';
import { cx } from '../cx';
import { StarIcon } from './StarIcon';
import styles from './RatingStars.module.css';

export interface RatingStarsProps {
  /**
   * The average (null without reviews) and the number of reviews. Missing (an answer from an API older than the
   * ratings) reads as no reviews rather than breaking the card.
   */
  summary: RatingSummary | null | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Without the count beside the average (a single review's stars). */
  hideCount?: boolean;
  /** The page's language, in which the average is written. */
  locale: string;
  className?: string;
}

/** "Rated 4.8 out of 5, 12 reviews": what a screen reader hears for the stars (`t`: the design system's words). */
export function ratingText({ average, count }: RatingSummary, locale: string, t: TFunction): string {
  return average === null || count === 0 ? t('rating.none') : t('rating.ratedCount', { count, n: formatNumber(count, locale), average: formatAverage(average, locale) });
}

const ICON_SIZE = { sm: 14, md: 16, lg: 20 } as const;

/**
 * A rating at a glance: five stars filled to the average, the average with one decimal and the count. Without
 * reviews it says so plainly and shows no stars.
 */
export function RatingStars({ summary, size = 'md', hideCount, className, locale }: RatingStarsProps) {
  const t = uiT(locale as Locale);
  if (!summary || summary.average === null || summary.count === 0) {
    return <p className={cx(styles.rating, styles[size], styles.none, className)}>{t('rating.none')}</p>;
  }
  const average = summary.average;
  return (
    <p className={cx(styles.rating, styles[size], className)}>
      <span role="img" aria-label={hideCount ? t('rating.rated', { average: formatAverage(average, locale) }) : ratingText(summary, locale, t)} className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} fill={average - (n - 1)} size={ICON_SIZE[size]} />
        ))}
      </span>
      <span aria-hidden="true" className={styles.average}>{formatAverage(average, locale)}</span>
      {!hideCount && <span aria-hidden="true" className={styles.count}>{t('rating.count', { count: summary.count, n: formatNumber(summary.count, locale) })}</span>}
    </p>
  );
}
