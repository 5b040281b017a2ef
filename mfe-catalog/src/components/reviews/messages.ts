import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The reviews' texts (a review, the ratings' distribution, reporting one), in the chunks that show them: the program
 * page's reviews and the provider's page. Spanish and French are in the program page's later chunk, one per language.
 */
export const reviewMessages = defineMessages('catalog-reviews', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-later-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-later-fr" */ './messages/fr.json'),
});
