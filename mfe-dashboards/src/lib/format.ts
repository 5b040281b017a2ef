import { DEFAULT_PRICE_TEXT, formatMoney } from '@wellness/shared/domain';

/** A date in the reader's own locale (Intl with the browser's language); the raw text when it is not a date. */
export function formatLocaleDate(value: string | null | undefined, locale?: string): string {
  if (!value) return '';
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Dates shown day/month/year. */
export function formatDayMonthYear(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : 'N/A';
}

/** A moment (a deadline, a move of a booking's history) as day/month/year and 24-hour time, in the reader's time zone. */
export function formatDateTime(iso: string | null | undefined, timeZone?: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(date);
}

/** A stay: "09/05/2030 – 16/05/2030", or its first day alone when its end is not known. */
export function formatStay(startDate: string, endDate: string | null): string {
  return endDate ? `${formatDayMonthYear(startDate)} – ${formatDayMonthYear(endDate)}` : formatDayMonthYear(startDate);
}

/** A booking's total in its currency, or the SPEC's text for a program without a price. */
export function formatTotal(total: number | null, currency: string): string {
  return total === null ? DEFAULT_PRICE_TEXT : formatMoney(total, currency);
}

/** "1 guest", "3 guests". */
export function guestsText(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
