import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import { SPEECH_MESSAGES } from '../../lib/speech/speechApi';
import en from './messages/en.json';

/** The chat composer's texts (the home chat bar and the chat page), in the composer's chunk. */
export const composerMessages = defineMessages('marketing-composer', en, {
  es: () => import(/* webpackChunkName: "messages-composer-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-composer-fr" */ './messages/fr.json'),
});

// Dictation says its errors in English, word for word as the product gives them: shown by key in the page's language.
const SPEECH_KEYS: Record<string, string> = {
  [SPEECH_MESSAGES.denied]: 'speech.denied',
  [SPEECH_MESSAGES.unsupported]: 'speech.unsupported',
  [SPEECH_MESSAGES.failed]: 'speech.failed',
};

export const speechErrorText = (t: TFunction, message: string) => (SPEECH_KEYS[message] ? t(SPEECH_KEYS[message]) : message);
