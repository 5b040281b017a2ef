import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The question to the host's dialog, in its chunk; Spanish and French in the program page's later chunk. */
export const askHostMessages = defineMessages('catalog-ask-host', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-later-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-later-fr" */ './messages/fr.json'),
});
