import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * A provider's page's own texts (its host section and reviews have theirs). Spanish and French are in the program
 * page's later chunk, one per language: no new entry in the chunk map every catalog page's first paint carries.
 */
export const providerMessages = defineMessages('catalog-provider', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-later-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-later-fr" */ './messages/fr.json'),
});
