import { DEFAULT_CURRENCY, formatMoney } from '@wellness/shared/domain';

/** The defaults and formats of the catalog's cards and pages (a missing price, duration or date has its own text). */
export const DEFAULT_PRICE_TEXT = 'Contact for pricing';
export const DEFAULT_DURATION = 'Custom Duration';
export const DEFAULT_DATE = 'N/A';

/** YYYY-MM-DD (or an ISO date-time) → day/month/year, e.g. 05/03/2027; N/A when absent or invalid. */
export function formatDate(value: string | null | undefined): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return DEFAULT_DATE;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

export const priceTextOf = (text: string | null | undefined) => (text && text.trim() ? text : DEFAULT_PRICE_TEXT);
export const durationOf = (text: string | null | undefined) => (text && text.trim() ? text : DEFAULT_DURATION);

/** "7 Days / 6 Nights" → "6 nights"; the duration text when it has no nights. */
export function nightsText(nights: number | null, duration: string): string {
  if (nights !== null && nights > 0) return `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  return durationOf(duration);
}

/** "2027-03" → "March 2027" */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${names[(m ?? 1) - 1]} ${year}`;
}

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
  if (program.price !== null) return formatMoney(program.price, program.currency || DEFAULT_CURRENCY);
  return priceTextOf(program.bookingOptions?.pricePerPerson || program.priceText);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** An ISO instant in the visitor's time, day/month/year like every date of the site: "03/03/2099, 14:00". */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? DEFAULT_DATE : dateTimeFormat.format(time);
}
