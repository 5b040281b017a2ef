import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import { VALIDATION_MESSAGES as M } from '@wellness/shared/domain';
import en from './messages/en.json';

/**
 * The account dialogs' texts (sign in, sign up, password reset, email verification): their own catalogue, in the
 * dialogs' chunks with their code, so the first paint carries none of them; Spanish and French one chunk each.
 */
export const authMessages = defineMessages('shell-auth', en, {
  es: () => import(/* webpackChunkName: "messages-auth-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-auth-fr" */ './messages/fr.json'),
});

export const useAuthT = () => authMessages.useT();

// The shared schemas say their rules in English (the API answers with the same words): the dialogs show each known
// message in the page's language, by its English text.
const CHECKS: Record<string, string> = {
  [M.required]: 'check.required',
  [M.email]: 'check.email',
  [M.passwordMin]: 'check.passwordMin',
  [M.passwordsMismatch]: 'check.mismatch',
  [M.unsupportedCharacters]: 'check.characters',
  'Please choose an account type': 'check.role',
};

/** A schema's message for a field in the page's language (a message without a key is shown as the schema wrote it). */
export const checkText = (t: TFunction, message: string | undefined) => {
  if (message === undefined) return undefined;
  const key = CHECKS[message];
  return key ? t(key) : message;
};
