import { apiErrorMessage } from '@wellness/shared/api';
import type { TFunction } from '@wellness/shared/i18n';
import { authMessages } from './messages';

type QueryError = { status?: number | string } | undefined;

const english = authMessages.fixedT('en');

/** A refused sign-in, a refused sign-up, and anything else (network down, server error). */
export function signInErrorMessage(error: unknown, t: TFunction = english): string {
  const status = (error as QueryError)?.status;
  if (status === 400 || status === 401 || status === 403) return t('error.login');
  return t('error.other');
}

export function signUpErrorMessage(error: unknown, t: TFunction = english): string {
  const status = (error as QueryError)?.status;
  // A taken email deserves to be named: the API's 409 message says so, in the page's language (its Accept-Language).
  if (status === 409) return apiErrorMessage(error, t('error.taken'));
  if (typeof status === 'number' && status >= 400 && status < 500) return t('error.register');
  return t('error.other');
}
