import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The host's trust section (the program page's "Your host", far below the fold, and the provider's page): in the chunks
 * that show it. Its Spanish and French are in the program page's later chunk, one per language, so no catalog page's
 * first paint carries another entry of the chunk map.
 */
export const trustMessages = defineMessages('catalog-host-trust', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-later-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-later-fr" */ './messages/fr.json'),
});
