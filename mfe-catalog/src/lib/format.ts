import { DEFAULT_CURRENCY, formatMoney } from '@wellness/shared/domain';
import {
  DEFAULT_LOCALE,
  formatDate as formatDateIn,
  formatDateRange as formatDateRangeIn,
  formatDateTime as formatDateTimeIn,
  formatMonth,
  formatNumber as formatNumberIn,
} from '@wellness/shared/format';

/** The defaults and formats of the catalog's cards and pages (a missing price or duration has its own text). */
export const DEFAULT_PRICE_TEXT = 'Contact for pricing';
export const DEFAULT_DURATION = 'Custom Duration';

/** The language the catalog writes in; English until the store carries the visitor's language. */
export const LOCALE = DEFAULT_LOCALE;

/** YYYY-MM-DD (or an ISO date-time) → "5 Mar 2027"; '' when absent or invalid, so a missing date is left out. */
export const formatDate = (value: string | null | undefined): string => formatDateIn(value, LOCALE);
/** A stay or a session: "3 – 9 May 2027". */
export const formatDateRange = (start: string | null | undefined, end: string | null | undefined): string => formatDateRangeIn(start, end, LOCALE);
/** An ISO instant in the visitor's time, with its 24-hour time: "3 Mar 2099, 14:00"; '' when absent. */
export const formatDateTime = (value: string | null | undefined): string => formatDateTimeIn(value, LOCALE);
/** A count with its separators: "12,450". */
export const formatNumber = (value: number): string => formatNumberIn(value, LOCALE);

export const priceTextOf = (text: string | null | undefined) => (text && text.trim() ? text : DEFAULT_PRICE_TEXT);
export const durationOf = (text: string | null | undefined) => (text && text.trim() ? text : DEFAULT_DURATION);

/** "7 Days / 6 Nights" → "6 nights"; the duration text when it has no nights. */
export function nightsText(nights: number | null, duration: string): string {
  if (nights !== null && nights > 0) return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return durationOf(duration);
}

/** "2027-03" → "March 2027" */
export const monthLabel = (month: string): string => formatMonth(month, LOCALE);

/** The next 12 travel months from `now`, as YYYY-MM with their labels. */
export function travelMonths(now = new Date()): { value: string; label: string }[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: monthLabel(value) };
  });
}

/** The price per person: the number in its currency ("$3,450"), else the program's own text, else Contact for pricing. */
export function pricePerPersonText(program: { price: number | null; currency?: string; priceText: string; bookingOptions?: { pricePerPerson: string } }): string {
  if (program.price !== null) return formatMoney(program.price, program.currency || DEFAULT_CURRENCY, LOCALE);
  return priceTextOf(program.bookingOptions?.pricePerPerson || program.priceText);
}
