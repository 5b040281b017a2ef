import { defineMessages } from '@wellness/shared/i18n';
import en from './review-messages/en.json';

/**
 * The Reviews and Credentials tabs' texts (reported reviews and their moderation, the credentials hosts sent): in their
 * chunks, loaded when a tab is first opened, not in the panel's first paint. Spanish and French one chunk each.
 */
export const reviewMessages = defineMessages('dashboards-admin-review', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './review-messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './review-messages/fr.json'),
});

export const useReviewT = () => reviewMessages.useT();
