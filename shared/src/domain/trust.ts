// Reviews, ratings, saved programs and provider pages in words, numbers and types (their schemas: @wellness/shared/schemas).

import type { ProgramSummary } from './types';
import type { HostTrust } from '../host-tools';
import { formatMonth, formatNumber } from '../format';

// ---- Reviews ----

/** A guest may review a completed stay for this many days after it was completed. */
export const REVIEW_WINDOW_DAYS = 60;
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_ANSWER_MAX = 1000;
export const REPORT_NOTE_MAX = 500;
export const MODERATION_REASON_MAX = 500;
/** Reviews per page on program details and provider pages. */
export const REVIEWS_PAGE_SIZE = 5;
/** A provider page shows this many of its latest reviews. */
export const PROVIDER_LATEST_REVIEWS = 3;

/** The optional ratings of a stay's parts, beside the overall one. */
export const REVIEW_ASPECTS = ['value', 'setting', 'staff'] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];
export const REVIEW_ASPECT_LABEL: Record<ReviewAspect, string> = { value: 'Value', setting: 'Setting', staff: 'Staff' };

export const REVIEW_SORTS = ['newest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEW_SORT_LABEL: Record<ReviewSort, string> = { newest: 'Newest first', highest: 'Highest rated', lowest: 'Lowest rated' };

export const REPORT_REASONS = ['spam', 'offensive', 'not_a_stay', 'private_information', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  offensive: 'Offensive or hateful',
  not_a_stay: 'Not about this stay',
  private_information: 'Shares private information',
  other: 'Something else',
};

export const MODERATION_DECISIONS = ['hide', 'keep'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

/** A 1 to 5 rating. */
export type Stars = 1 | 2 | 3 | 4 | 5;

/** The average (one decimal) and the number of visible reviews; `average` is null when there are none. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** How many visible reviews gave each overall rating. */
export type RatingDistribution = Record<Stars, number>;

export interface ReviewAnswer {
  text: string;
  /** ISO timestamp. */
  at: string;
}

/** What an admin decided about a reported review, shown to the admin and to the review's author. */
export interface ModerationRecord {
  decision: ModerationDecision;
  reason: string;
  /** The admin's name. */
  by: string;
  at: string;
}

/** A review as the public reads it. Only visible reviews are public. */
export interface Review {
  id: string;
  programId: string;
  programName: string;
  programSlug: string;
  rating: Stars;
  aspects: Partial<Record<ReviewAspect, Stars>>;
  text: string;
  /** The guest's first name only. */
  authorFirstName: string;
  /** The month the stay began, YYYY-MM. */
  stayMonth: string;
  /** Every review is of a completed booking: always true, shown as "Verified stay". */
  verifiedStay: true;
  createdAt: string;
  answer: ReviewAnswer | null;
}

/** The author's own review, with what moderation did to it. */
export interface MyReview extends Review {
  hidden: boolean;
  moderation: ModerationRecord | null;
}

/** A page of a program's (or provider's) visible reviews. */
export interface ReviewPage {
  reviews: Review[];
  summary: RatingSummary;
  distribution: RatingDistribution;
  sort: ReviewSort;
  page: number;
  pageSize: number;
  total: number;
}

/** A completed stay of the caller that may still be reviewed. */
export interface ReviewableStay {
  bookingId: string;
  programId: string;
  programName: string;
  programSlug: string;
  image: string;
  /** YYYY-MM */
  stayMonth: string;
  completedAt: string;
  /** The last day a review is taken (YYYY-MM-DD). */
  reviewBy: string;
}

/** A review of one of the caller's programs, for the owner to answer. */
export interface OwnerReview extends Review {
  hidden: boolean;
}

/** A reported review in the admin's list. */
export interface ReportedReview {
  review: Review;
  hidden: boolean;
  reports: { reason: ReportReason; note: string; reporterName: string; at: string }[];
  /** The last decision, when one was taken. */
  moderation: ModerationRecord | null;
}

export const REVIEW_MESSAGES = {
  notCompleted: 'Only a completed stay can be reviewed.',
  notYours: 'You can only review your own stays.',
  alreadyReviewed: 'This stay has already been reviewed.',
  windowClosed: `Reviews are taken for ${REVIEW_WINDOW_DAYS} days after a stay.`,
  rating: 'Choose a rating from 1 to 5 stars.',
  textTooShort: `Write at least ${REVIEW_TEXT_MIN} characters.`,
  textTooLong: `Write at most ${REVIEW_TEXT_MAX} characters.`,
  answerNotOwner: 'Only the program’s owner can answer its reviews.',
  alreadyAnswered: 'This review has already been answered.',
  alreadyReported: 'You have already reported this review.',
  ownReport: 'You cannot report your own review.',
  ownProgram: 'You cannot review your own program.',
  notFound: 'Review not found.',
  noReviews: 'No reviews yet',
  verifiedStay: 'Verified stay',
  submitted: 'Thank you: your review is published.',
  reported: 'Thank you: an administrator will look at this review.',
} as const;

/** "4.8" with one decimal ("4,8" in French); "" when there is no rating. */
export const formatAverage = (average: number | null, locale: string) =>
  average === null ? '' : formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** "12 reviews", "1 review". */
export const reviewCountText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;
/** "March 2026" from "2026-03". */
export function stayMonthText(month: string, locale: string): string {
  return formatMonth(month, locale);
}

// ---- Saved programs ----

/** A program the visitor saved; `available` is false once it is taken down (then `program` is its last public card). */
export interface SavedProgram {
  program: ProgramSummary;
  available: boolean;
  savedAt: string;
}
export const SAVED_MESSAGES = {
  save: (name: string) => `Save ${name}`,
  unsave: (name: string) => `Remove ${name} from saved`,
  signInToSave: 'Sign in to save programs',
  noLongerAvailable: 'No longer available',
  empty: 'No saved programs yet',
  emptyHint: 'Tap the heart on any program to keep it here.',
} as const;

// ---- Providers (the facility behind a program) ----

export interface ProviderSummary {
  id: string;
  slug: string;
  name: string;
}

export interface ProviderProfile extends ProviderSummary {
  description: string;
  /** "City - Country" */
  location: string;
  country: string;
  city: string;
  rating: RatingSummary;
  programs: ProgramSummary[];
  latestReviews: Review[];
  /** Response time, acceptance, cancellations, hosting since and verified credentials. */
  hostTrust?: HostTrust;
}

/** The public page of a provider. */
export const providerPath = (slug: string) => `/providers/${slug}`;
