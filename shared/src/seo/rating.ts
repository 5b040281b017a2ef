import type { RatingSummary, Review } from '../domain';

/** The verified reviews' average as Google's AggregateRating, or nothing when there is none (no reviews, no rating). */
export function aggregateRating(summary: RatingSummary | null | undefined) {
  if (!summary || summary.count <= 0 || summary.average === null) return undefined;
  return {
    '@type': 'AggregateRating',
    ratingValue: Math.round(summary.average * 10) / 10,
    reviewCount: summary.count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** A review as schema.org's Review: its author by first name (all the site shows of a guest), stars, words and date. */
export function reviewItem(review: Review) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorFirstName },
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    reviewBody: review.text,
    // ISO 8601 date; the review's time of day says nothing a reader needs.
    datePublished: review.createdAt.slice(0, 10),
  };
}
