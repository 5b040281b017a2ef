import { DEFAULT_PRICE_TEXT } from '@wellness/shared/domain';
import { formatMoney } from '@wellness/shared/format';

// The dashboards' words around the one format module (@wellness/shared/format, where every date, range and number is
// formatted in the locale the page passes in).

/** A booking's total in its currency, or the SPEC's text for a program without a price. */
export function formatTotal(total: number | null, currency: string, locale: string): string {
  return total === null ? DEFAULT_PRICE_TEXT : formatMoney(total, currency, locale);
}

/** "1 guest", "3 guests". */
export function guestsText(guests: number): string {
  return `${guests} ${guests === 1 ? 'guest' : 'guests'}`;
}
