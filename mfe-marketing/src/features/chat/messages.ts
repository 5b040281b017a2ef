import { defineMessages } from '@wellness/shared/i18n';
import en from './messages/en.json';

/** The chat page's texts and the assistant's replies, in its chunk; Spanish and French one chunk each. */
export const chatMessages = defineMessages('marketing-chat', en, {
  es: () => import(/* webpackChunkName: "messages-chat-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-chat-fr" */ './messages/fr.json'),
});
