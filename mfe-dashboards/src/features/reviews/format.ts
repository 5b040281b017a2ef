/** A day (YYYY-MM-DD) or a moment (ISO) as "March 5, 2026", read the same in every time zone for a day. */
export function longDate(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', ...(day ? { timeZone: 'UTC' } : {}) }).format(date);
}
