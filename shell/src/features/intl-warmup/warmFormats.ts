import { formatDate, formatDateRange, formatMoney, formatNumber } from '@wellness/shared/format';

/**
 * Formats a date, a stay, an amount and a number in `locale` through the one format module, so that the browser loads
 * what it needs to format them. Run in a worker (./intlWarmup.worker.ts): the formatters it makes stay in the worker,
 * but the data they load is the browser's, shared by every thread of the page.
 */
export function warmFormats(locale: string): string[] {
  return [formatDate('2027-01-10', locale), formatDateRange('2027-05-03', '2027-05-09', locale), formatMoney(3450, 'USD', locale), formatNumber(1000, locale)];
}
