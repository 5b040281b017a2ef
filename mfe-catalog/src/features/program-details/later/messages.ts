import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The texts of the program page's parts that load as they come near (the gallery and its lightbox, the place's map,
 * the reviews, the related programs): in their chunks, not the page's first paint. Spanish and French one chunk each.
 */
export const laterMessages = defineMessages('catalog-program-details-later', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-later-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-later-fr" */ './messages/fr.json'),
});
