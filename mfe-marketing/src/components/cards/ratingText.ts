import type { Destination } from '@wellness/shared/domain';
import type { TFunction } from '@wellness/shared/i18n';

/** A destination's rating as its card says it (its `ratingType`: michelin, stars or text), in `t`'s language. */
export function ratingText({ rating, ratingType, ratingText: text, keyCount }: Pick<Destination, 'rating' | 'ratingType' | 'ratingText' | 'keyCount'>, t: TFunction): string {
  if (ratingType === 'text' && text) return text;
  if (ratingType === 'michelin' && keyCount > 0) return t('michelin', { count: keyCount });
  return `${rating.toFixed(1)} / 5`;
}
