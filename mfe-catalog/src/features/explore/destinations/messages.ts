import { defineMessages } from '@wellness/shared/i18n';
import en from './en.json';

/** Our Destinations' texts: the tab loads with its chunk, and so does their English (its other languages are the lists' chunks). */
export const destinationsMessages = defineMessages('catalog-explore-destinations', en, {
  es: () => import(/* webpackChunkName: "messages-explore-destinations-es" */ './es.json'),
  fr: () => import(/* webpackChunkName: "messages-explore-destinations-fr" */ './fr.json'),
});
