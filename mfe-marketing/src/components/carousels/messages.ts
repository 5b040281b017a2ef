import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The carousels' texts below their headings: in their chunks, loaded as they near the screen, never in first paint. */
export const carouselMessages = defineMessages('marketing-carousels', en, {
  es: () => import(/* webpackChunkName: "messages-carousels-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-carousels-fr" */ './messages/fr.json'),
});
