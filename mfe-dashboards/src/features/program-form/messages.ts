import { DEFAULT_CURRENCY, MAX_PRICE, MAX_SESSION_NIGHTS, MAX_SESSION_PLACES } from '@wellness/shared/domain';
import { formatMoney } from '@wellness/shared/format';
import { defineMessages, type TFunction, type TOptions } from '@wellness/shared/i18n';
import en from './messages/en.json';

/**
 * The program form's texts: its sections, buttons, dialogs, notices and the rules it checks. English is bundled with
 * the form's chunk; Spanish and French one chunk each, loaded by the page's `prepare` before it renders.
 */
export const programFormMessages = defineMessages('dashboards-program-form', en, {
  es: () => import(/* webpackChunkName: "messages-dashboards-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-dashboards-fr" */ './messages/fr.json'),
});

export const useFormT = () => programFormMessages.useT();

type Check = readonly [key: string, options?: (locale: string) => TOptions];

const english = programFormMessages.fixedT('en');
const priceCap = (locale: string) => ({ amount: formatMoney(MAX_PRICE, DEFAULT_CURRENCY, locale) });

// The shared program schema and the API say their rules in English (the same words, which stay as they are): each
// known one is shown in the page's language by its English text; the catalogue's English is those words (its test
// parses bad programs with the schema and finds each message here).
const KNOWN: readonly Check[] = [
  ['check.required'], ['check.invalid'], ['check.characters'], ['check.category'], ['check.price'], ['check.priceTooHigh', priceCap], ['check.status'], ['check.images'],
  ['check.imagePath'], ['check.dates'], ['check.latitudeNumber'], ['check.latitudeRange'], ['check.longitudeNumber'], ['check.longitudeRange'],
  ['check.bothCoordinates'], ['check.bookingMode'], ['check.number'], ['check.hoursMin'], ['check.hoursMax'], ['check.policy'], ['check.depositWhole'],
  ['check.depositMin'], ['check.depositMax'], ['check.paymentMethod'], ['check.sessionsMax'], ['check.sameDay'], ['check.nightsNumber'],
  ['check.nightsWhole'], ['check.nightsMin'], ['check.nightsMax', () => ({ count: MAX_SESSION_NIGHTS })], ['check.placesNumber'], ['check.placesWhole'],
  ['check.placesMin'], ['check.placesMax', () => ({ count: MAX_SESSION_PLACES })], ['check.sessionPast'],
];
const CHECKS: Record<string, Check> = Object.fromEntries(KNOWN.map((check) => [english(check[0], check[1]?.('en')), check]));

// Rules that carry a number: the schema's length limits and the places a session's bookings take.
const COUNTED: readonly [RegExp, string][] = [
  [/^Must be at most (\d+) characters?$/, 'check.tooLong'],
  [/^(\d+) places? (?:is|are) already taken; the session cannot have fewer places\.$/, 'check.placesTaken'],
];

/** A field's or the API's English message in the page's language; one the form does not know stays as it is. */
export function checkText(t: TFunction, locale: string, message: string): string {
  const known = CHECKS[message];
  if (known) return t(known[0], known[1]?.(locale));
  for (const [pattern, key] of COUNTED) {
    const match = pattern.exec(message);
    if (match) return t(key, { count: Number(match[1]) });
  }
  return message;
}

/** The form's errors (English, as the schema and the API write them) in the page's language. */
export const errorsIn = <E extends Record<string, string | undefined>>(t: TFunction, locale: string, errors: E): E =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message === undefined ? message : checkText(t, locale, message)])) as E;
