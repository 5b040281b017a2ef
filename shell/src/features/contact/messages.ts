import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import { VALIDATION_MESSAGES as M } from '@wellness/shared/domain';
import en from './messages/en.json';

/** The contact dialog's texts: in the dialog's chunk with its code, none in the first paint. */
export const contactMessages = defineMessages('shell-contact', en, {
  es: () => import(/* webpackChunkName: "messages-contact-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-contact-fr" */ './messages/fr.json'),
});

// The shared contact schema says its rules in English (the API answers with the same words): each known one is shown
// in the page's language, by its English text.
const CHECKS: Record<string, string> = {
  [M.required]: 'check.required',
  [M.email]: 'check.email',
  [M.contactPhone]: 'check.phone',
  [M.unsupportedCharacters]: 'check.characters',
};

export const checkText = (t: TFunction, message: string | undefined) => (message === undefined ? undefined : CHECKS[message] ? t(CHECKS[message]) : message);
