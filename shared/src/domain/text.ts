// The rules of text and dates every field follows, in the forms and the API alike (the schemas build on them).
import { ISO_DATE_PATTERN } from './constants';

/**
 * Characters no text field takes: control characters other than tab and newline (C0 including NUL and carriage
 * return, DEL, C1) and lone UTF-16 surrogates, which PostgreSQL cannot store and no keyboard types. Format marks
 * (right-to-left marks, zero-width joiners) are text and stay allowed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSUPPORTED_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** One rule for every text field, query parameter and path parameter, in the forms and the API alike. */
export const hasOnlySupportedCharacters = (value: string) => !UNSUPPORTED_CHARACTERS.test(value);

/** A calendar date as YYYY-MM-DD that really exists (no 2027-02-31). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
