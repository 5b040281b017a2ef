// How a program books, in words and numbers: its mode, its cancellation policy, its price and its places left.
// No zod here, unlike booking.ts: program pages and cards show these at first paint, and importing the schemas would
// put the validation library in that first paint. booking.ts re-exports all of it.

import { formatMoney as formatAmount } from '../format';

// ---- How a program books ----

export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];
export const BOOKING_MODE_LABEL: Record<BookingMode, string> = { instant: 'Book now', request: 'Request to book' };
/** There is no payment step yet: booking charges nothing, and every text about money says so. */
export const NOTHING_CHARGED_NOW = 'Nothing is charged now.';
/** "24 hours", "1 hour". */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** A program's deposit as the booking card states it: a share of the total, not taken when booking. */
export const depositText = (percent: number) => `${percent}% of the total, to pay later; nothing is charged when you book`;
/** What happens after the guest sends the form, by mode (`{hours}`: the owner's time to answer). */
export function nextStepText(mode: BookingMode, responseHours: number): string {
  return mode === 'instant'
    ? `Your place is confirmed at once. ${NOTHING_CHARGED_NOW}`
    : `The host answers within ${hoursText(responseHours)} and your place is held until then; without an answer the request expires. ${NOTHING_CHARGED_NOW}`;
}
export const DEFAULT_RESPONSE_HOURS = 24;

// ---- Cancellation policies ----

export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];
export const CANCELLATION_POLICY_LABEL: Record<CancellationPolicy, string> = { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' };
/** Each policy's rule in plain words, shown on cards, on details and in the dialog before the guest confirms. */
export const CANCELLATION_POLICY_RULE: Record<CancellationPolicy, string> = {
  flexible: 'Full refund if you cancel at least 7 days before arrival; 50% refund after that.',
  moderate: 'Full refund if you cancel at least 30 days before arrival; 50% refund from 30 to 7 days before; no refund in the last 7 days.',
  strict: '50% refund if you cancel at least 30 days before arrival; no refund after that.',
};

// ---- Money ----

export const DEFAULT_CURRENCY = 'USD';
/** The highest price per person a program may ask, whichever way it is written (a number, or a text like "$3,450"). */
export const MAX_PRICE = 10_000_000;
export const PRICE_TOO_HIGH = `A price per person can be at most ${formatAmount(MAX_PRICE, DEFAULT_CURRENCY)}`;
/**
 * The first amount in a price text, whole units: "$3,450" → 3450, "From $2,400 per person" → 2400, "Contact for
 * pricing" → null. The whole number is read ("$10,000,000,000" is ten billion, not ten million), so the cap holds.
 */
export function amountInText(text: string | undefined): number | null {
  const match = /\d{1,3}(?:,\d{3})+(?!\d)|\d+/.exec(text ?? '');
  if (!match) return null;
  const rest = /^\.\d+/.exec((text ?? '').slice(match.index + match[0].length));
  return Math.round(Number(`${match[0].replace(/,/g, '')}${rest ? rest[0] : ''}`));
}
/** An amount in whole units of its currency: "$3,450". The one format module writes it, in the page's locale. */
export function formatMoney(amount: number, currency: string = DEFAULT_CURRENCY, locale?: string): string {
  return formatAmount(amount, currency, locale);
}

export interface PriceBreakdown {
  unitPrice: number;
  guests: number;
  total: number;
  /** Due now, when the program asks for a deposit; null otherwise. */
  deposit: number | null;
  /** The rest, due before arrival; null without a deposit. */
  balance: number | null;
}
/** Price per person × guests, and the deposit and balance when the program asks for one (a percentage of the total). */
export function priceBreakdown(unitPrice: number, guests: number, depositPercent: number | null): PriceBreakdown {
  const total = unitPrice * guests;
  const deposit = depositPercent === null || depositPercent <= 0 ? null : Math.round((total * depositPercent) / 100);
  return { unitPrice, guests, total, deposit, balance: deposit === null ? null : total - deposit };
}

// ---- Places ----

/** "3 places left", "1 place left", "Sold out". */
export function placesLeftText(placesLeft: number): string {
  if (placesLeft <= 0) return 'Sold out';
  return `${placesLeft} ${placesLeft === 1 ? 'place' : 'places'} left`;
}
