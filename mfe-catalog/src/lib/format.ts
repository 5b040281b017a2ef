import { DEFAULT_CURRENCY, DEFAULT_DURATION_TEXT, DEFAULT_PRICE_TEXT } from '@wellness/shared/domain';
import { formatMoney, formatMonth } from '@wellness/shared/format';

// The words of the catalog's cards and pages around the one format module (@wellness/shared/format): a missing price or
// duration has its own text; every date, number and amount is formatted there, in the locale the page passes in.

export const priceTextOf = (text: string | null | undefined) => (text && text.trim() ? text : DEFAULT_PRICE_TEXT);
const durationOf = (text: string | null | undefined) => (text && text.trim() ? text : DEFAULT_DURATION_TEXT);

/** "7 Days / 6 Nights" → "6 nights"; the duration text when it has no nights. */
export function nightsText(nights: number | null, duration: string): string {
  if (nights !== null && nights > 0) return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return durationOf(duration);
}

/** The next 12 travel months from `now`, as YYYY-MM with their labels. */
export function travelMonths(locale: string, now = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: formatMonth(value, locale) };
  });
}

/** The price per person: the number in its currency ("$3,450"), else the program's own text, else Contact for pricing. */
export function pricePerPersonText(program: { price: number | null; currency?: string; priceText: string; bookingOptions?: { pricePerPerson: string } }, locale: string): string {
  if (program.price !== null) return formatMoney(program.price, program.currency || DEFAULT_CURRENCY, locale);
  return priceTextOf(program.bookingOptions?.pricePerPerson || program.priceText);
}

/** A price in whole dollars: "$3,000". */
export const dollars = (amount: number, locale: string) => formatMoney(amount, DEFAULT_CURRENCY, locale);
