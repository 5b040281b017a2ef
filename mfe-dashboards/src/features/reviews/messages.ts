import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import type { ReviewAspect } from '@wellness/shared/domain';
import en from './messages/en.json';

/** The review pages' texts (the guest's reviews, the owner's, a review card): in their chunks; Spanish and French one chunk each. */
export const reviewsMessages = defineMessages('dashboards-reviews', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useReviewsT = () => reviewsMessages.useT();

const ASPECT = { value: 'card.aspect.value', setting: 'card.aspect.setting', staff: 'card.aspect.staff' } as const satisfies Record<ReviewAspect, string>;

/** A review aspect's name (the shared REVIEW_ASPECT_LABEL). */
export const aspectIn = (t: TFunction, aspect: ReviewAspect) => t(ASPECT[aspect]);
