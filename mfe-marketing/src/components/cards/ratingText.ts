import type { Destination } from '@wellness/shared/domain';

/** A destination's rating as its card says it (its `ratingType`: michelin, stars or text). */
export function ratingText({ rating, ratingType, ratingText: text, keyCount }: Pick<Destination, 'rating' | 'ratingType' | 'ratingText' | 'keyCount'>): string {
  if (ratingType === 'text' && text) return text;
  if (ratingType === 'michelin' && keyCount > 0) return `${keyCount} Michelin ${keyCount === 1 ? 'Key' : 'Keys'}`;
  return `${rating.toFixed(1)} / 5`;
}
