import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The booking dialog's own texts, in its chunk (none on the page's first paint); the words it shares with the booking
 * card (how the program books, the policy's rule, what is charged) are the page's. Spanish and French: one chunk each
 * with the other texts the page shows later (its later parts', the booking notice's).
 */
export const bookingMessages = defineMessages('catalog-booking', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-later-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-later-fr" */ './messages/fr.json'),
});

// The shared booking schema and the API say their rules in English (the same words): each known one is shown in the
// page's language by its English text; the catalogue's English is those words (its test compares them).
const CHECKS: Record<string, string> = {
  [en.check.required]: 'check.required',
  [en.check.email]: 'check.email',
  [en.check.phone]: 'check.phone',
  [en.check.date]: 'check.date',
  [en.check.characters]: 'check.characters',
  [en.check.guests]: 'check.guests',
  [en.check.sessionFull]: 'check.sessionFull',
  [en.check.sessionPast]: 'check.sessionPast',
  [en.check.sessionRequired]: 'check.sessionRequired',
  [en.check.ownProgram]: 'check.ownProgram',
  [en.check.dateTooFar]: 'check.dateTooFar',
};

/** A field's or the API's English message in the page's language; one it does not know stays as it is. */
export const checkText = (t: TFunction, message: string | undefined) => (message === undefined ? undefined : CHECKS[message] ? t(CHECKS[message]) : message);

/**
 * Why a booking was refused, in the page's language: a known rule in its words, another of the API's messages as it
 * is (the API writes them in the page's language, its Accept-Language), else the dialog's own "could not send".
 */
export const failureText = (t: TFunction, message: string | null | undefined) => (message ? checkText(t, message)! : t('failed'));
