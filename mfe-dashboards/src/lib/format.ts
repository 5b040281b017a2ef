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
