import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import { REVIEW_MESSAGES, VALIDATION_MESSAGES, type ReviewAspect } from '@wellness/shared/domain';
import en from './form-messages/en.json';

/**
 * The review form's and the answer form's texts: in the forms' chunks, loaded when a form is first opened (with zod),
 * not with the pages. Spanish and French one chunk each.
 */
export const reviewFormMessages = defineMessages('dashboards-review-forms', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './form-messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './form-messages/fr.json'),
});

export const useReviewFormT = () => reviewFormMessages.useT();

const ASPECT = { value: 'aspect.value', setting: 'aspect.setting', staff: 'aspect.staff' } as const satisfies Record<ReviewAspect, string>;

export const formAspectIn = (t: TFunction, aspect: ReviewAspect) => t(ASPECT[aspect]);

/** The shared schemas' rules, by their English words (a test keeps them equal). */
const CHECK: Record<string, string> = {
  [VALIDATION_MESSAGES.required]: 'check.required',
  [VALIDATION_MESSAGES.unsupportedCharacters]: 'check.characters',
  [REVIEW_MESSAGES.rating]: 'check.rating',
  [REVIEW_MESSAGES.textTooShort]: 'check.short',
  [REVIEW_MESSAGES.textTooLong]: 'check.long',
};

/** A field's error in the form's language: a known rule by its key, any other (the API's own words) as it came. */
export const checkIn = (t: TFunction, error: string | undefined) => (error && CHECK[error] ? t(CHECK[error]) : error);
