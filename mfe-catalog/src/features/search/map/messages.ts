import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The map's texts: the map loads as its own chunk when shown, and so does their English (its other languages are the lists' chunks). */
export const mapMessages = defineMessages('catalog-search-map', en, {
  es: () => import(/* webpackChunkName: "messages-search-map-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-search-map-fr" */ './messages/fr.json'),
});
