import { formatMoney, type Locale } from '@wellness/shared/format';
import { dashboardsMessages } from '../messages';

// The dashboards' words around the one format module (@wellness/shared/format, where every date, range and number is
// formatted in the locale the page passes in), written in that locale's words (the dashboards' catalogue, loaded by
// the area before a page in that language renders).

/** A booking's total in its currency, or the SPEC's text for a program without a price. */
export function formatTotal(total: number | null, currency: string, locale: string): string {
  return total === null ? dashboardsMessages.fixedT(locale as Locale)('price.contact') : formatMoney(total, currency, locale);
}

/** "1 guest", "3 guests" ("3 personas", "3 voyageurs"). */
export function guestsText(guests: number, locale: string = 'en'): string {
  return dashboardsMessages.fixedT(locale as Locale)('guests', { count: guests });
}
