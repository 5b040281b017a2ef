import { DEFAULT_PRICE_TEXT, formatMoney } from '@wellness/shared/domain';
import { DEFAULT_LOCALE, formatDate as formatDateIn, formatDateRange, formatDateTime as formatDateTimeIn, formatNumber as formatNumberIn } from '@wellness/shared/format';

/** The language the dashboards write in; English until the store carries the reader's language. */
export const LOCALE = DEFAULT_LOCALE;

/** A day or a moment as "9 May 2030", like every date of the site; '' when absent, so a missing date is left out. */
export const formatDate = (value: string | null | undefined): string => formatDateIn(value, LOCALE);

/** A moment (a deadline, a move of a booking's history) with its 24-hour time, in the reader's time zone: "9 May 2030, 14:05". */
export const formatDateTime = (iso: string | null | undefined, timeZone?: string): string => formatDateTimeIn(iso, LOCALE, timeZone);

/** A stay: "9 – 16 May 2030", or its first day alone when its end is not known. */
export const formatStay = (startDate: string, endDate: string | null): string => formatDateRange(startDate, endDate, LOCALE);

/** A count with its separators: "12,450". */
export const formatNumber = (value: number): string => formatNumberIn(value, LOCALE);

/** A booking's total in its currency, or the SPEC's text for a program without a price. */
export function formatTotal(total: number | null, currency: string): string {
  return total === null ? DEFAULT_PRICE_TEXT : formatMoney(total, currency, LOCALE);
}

/** "1 guest", "3 guests". */
export function guestsText(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
