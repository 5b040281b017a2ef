import { formatDate } from '../../lib/format';

/** A day (YYYY-MM-DD) or a moment (ISO) as "5 Mar 2026", like every date of the site (the one format module). */
export const longDate = (value: string): string => formatDate(value) || value;
