// The schemas of reviews, reports and moderation: validated at the API's edge and in the forms.

import { z } from 'zod';
import {
  MODERATION_DECISIONS, MODERATION_REASON_MAX, REPORT_NOTE_MAX, REPORT_REASONS, REVIEW_ANSWER_MAX, REVIEW_ASPECTS,
  REVIEW_MESSAGES, REVIEW_SORTS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN,
} from '../domain/trust';
import { optionalText, requiredText } from './fields';
import { intParam } from './query';

const stars = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int({ error: REVIEW_MESSAGES.rating })
  .min(1, { error: REVIEW_MESSAGES.rating })
  .max(5, { error: REVIEW_MESSAGES.rating });

/** POST /api/reviews: a review of one completed booking of the caller. */
export const reviewSchema = z.object({
  bookingId: requiredText(100),
  rating: stars,
  aspects: z.partialRecord(z.enum(REVIEW_ASPECTS, { error: `Aspects are ${REVIEW_ASPECTS.join(', ')}` }), stars).default({}),
  // No bound of requiredText's own (the request's size is bounded by the API's body limit): the review's limits
  // below give their own messages.
  text: requiredText(Number.MAX_SAFE_INTEGER)
    .pipe(z.string().min(REVIEW_TEXT_MIN, { error: REVIEW_MESSAGES.textTooShort }).max(REVIEW_TEXT_MAX, { error: REVIEW_MESSAGES.textTooLong })),
});
export type ReviewInput = z.input<typeof reviewSchema>;

/** POST /api/reviews/:id/answer: the owner's one public answer. */
export const reviewAnswerSchema = z.object({ text: requiredText(REVIEW_ANSWER_MAX) });

/** POST /api/reviews/:id/reports: one report per account and review. */
export const reviewReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  note: optionalText(REPORT_NOTE_MAX).default(''),
});

/** POST /api/admin/reviews/:id/moderation: hide or keep, with the reason the author is shown. */
export const moderationSchema = z.object({
  decision: z.enum(MODERATION_DECISIONS, { error: 'Choose hide or keep' }),
  reason: requiredText(MODERATION_REASON_MAX),
});

/** GET /api/programs/:id/reviews and /api/providers/:slug/reviews. */
export const reviewPageQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: `sort must be one of ${REVIEW_SORTS.join(', ')}` }).default('newest'),
  page: intParam('page', 1, 10_000).default(1),
});
