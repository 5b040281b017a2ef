import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The about page's texts, in its chunk (no other page carries them); Spanish and French one chunk each. */
export const aboutMessages = defineMessages('marketing-about', en, {
  es: () => import(/* webpackChunkName: "messages-about-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-about-fr" */ './messages/fr.json'),
});
