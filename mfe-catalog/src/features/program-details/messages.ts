import { defineMessages, type TFunction } from '@wellness/shared/i18n';
import type { BookingMode, ChargeAtBooking, MoneyAtBooking } from '@wellness/shared/domain';
import { bookingModeFor, moneyAtBooking } from '@wellness/shared/domain';
import { nightsText } from '../../lib/format';
import en from './messages/en.json';

/**
 * The program page's texts: what its first paint shows (hero, section nav, sections, booking card, sessions, the
 * states), and the booking words the card and the booking dialog share. English is bundled with the page; Spanish and
 * French one chunk each, loaded only for a page in that language (the page's `prepare` loads it before the first
 * render). Texts of the parts that load later (the dialog, the gallery, the map, the reviews) are in their chunks.
 */
export const detailsMessages = defineMessages('catalog-program-details', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-fr" */ './messages/fr.json'),
});

export const useDetailsT = () => detailsMessages.useT();

/** "6 nights"; the program's duration text when it gives no nights. */
export const nightsIn = (t: TFunction, nights: number | null, duration: string) => (nights !== null && nights > 0 ? t('nights', { count: nights }) : nightsText(nights, duration));

/** "3 places left", "1 place left", "Sold out". */
export const placesLeftIn = (t: TFunction, placesLeft: number) => (placesLeft <= 0 ? t('places.soldOut') : t('places.left', { count: placesLeft }));

/** The call to book, named by how the program books for this visitor. */
export const modeLabelIn = (t: TFunction, mode: BookingMode) => (mode === 'instant' ? t('booking.instant') : t('booking.request'));

const MONEY = {
  nothing: 'booking.money.nothing',
  charged: 'booking.money.charged',
  held: 'booking.money.held',
  whole_charged: 'booking.money.wholeCharged',
  whole_held: 'booking.money.wholeHeld',
  manual: 'booking.money.manual',
} as const;

/** What booking does with the guest's money, said before they book (`days`: the balance's days before arrival). */
export const chargedNowIn = (t: TFunction, money: MoneyAtBooking, days: number) => t(MONEY[money], { count: days });

/** A deposit as the booking card states it: a share of the total, and when it is taken. */
export function depositIn(t: TFunction, percent: number, money: MoneyAtBooking): string {
  if (money === 'charged' || money === 'whole_charged') return t('booking.deposit.charged', { percent });
  if (money === 'held' || money === 'whole_held') return t('booking.deposit.held', { percent });
  return t('booking.deposit.later', { percent });
}

/**
 * What happens next for this visitor (the domain's `nextStepFor` in the page's language): their mode's step, what is
 * charged, and how to book at once where signing in would.
 */
export function nextStepIn(t: TFunction, programMode: BookingMode, signedIn: boolean, responseHours: number, charge: ChargeAtBooking, balanceDays: number): string {
  const mode = bookingModeFor(programMode, signedIn);
  const step = mode === 'instant' ? t('booking.next.instant') : t('booking.next.request', { count: responseHours });
  const words = [step, chargedNowIn(t, moneyAtBooking(mode, charge), balanceDays)];
  if (mode !== programMode) words.push(t('booking.signIn'));
  return words.join(' ');
}

const RULE = { flexible: 'booking.rule.flexible', moderate: 'booking.rule.moderate', strict: 'booking.rule.strict' } as const;

/** A cancellation policy's rule in plain words. */
export const policyRuleIn = (t: TFunction, policy: keyof typeof RULE) => t(RULE[policy]);
