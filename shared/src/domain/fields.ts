import { z } from 'zod';
import { EMAIL_PATTERN, ISO_DATE_PATTERN } from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

// In the browser, zod must not compile its parsers with `new Function`: the site's Content-Security-Policy forbids
// eval, and even zod's probe for it is reported as a violation. The API (no CSP) keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** A missing value reads as "required"; a value of the wrong type says so (only API callers can send one). */
const typed = (kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? M.required : `Expected a ${kind}`;

/**
 * Characters no text field takes: control characters other than tab and newline (C0 including NUL and carriage
 * return, DEL, C1) and lone UTF-16 surrogates, which PostgreSQL cannot store and no keyboard types. Format marks
 * (right-to-left marks, zero-width joiners) are text and stay allowed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNSUPPORTED_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** One rule for every text field, query parameter and path parameter, in the forms and the API alike. */
export const hasOnlySupportedCharacters = (value: string) => !UNSUPPORTED_CHARACTERS.test(value);

/** Any string (not trimmed) without unsupported characters, up to `max` characters. */
export const safeString = (max = 200) =>
  z
    .string({ error: typed('string') })
    .max(max, { error: `Must be at most ${max} characters`, abort: true })
    .refine(hasOnlySupportedCharacters, { error: M.unsupportedCharacters, abort: true });

/** Required text: blank or whitespace-only gives "This field is required". */
export const requiredText = (max = 200) =>
  z
    .string({ error: typed('string') })
    .refine(hasOnlySupportedCharacters, { error: M.unsupportedCharacters, abort: true })
    .trim()
    .min(1, { error: M.required, abort: true })
    .max(max, { error: `Must be at most ${max} characters` });

export const optionalText = (max = 200) =>
  z
    .string({ error: typed('string') })
    .refine(hasOnlySupportedCharacters, { error: M.unsupportedCharacters, abort: true })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });

export const emailField = () =>
  requiredText(254).regex(EMAIL_PATTERN, { error: M.email }).transform((v) => v.toLowerCase());

const digits = (min: number, max: number) => new RegExp(`^\\d{${min},${max}}$`);

export const contactPhoneField = () =>
  z
    .string({ error: typed('string') })
    .trim()
    .refine((v) => v === '' || digits(7, 15).test(v), { error: M.contactPhone });


export const bookingPhoneField = () => requiredText(100).regex(digits(10, 15), { error: M.bookingPhone });

/** A calendar date as YYYY-MM-DD that really exists (no 2027-02-31). */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const dateField = (message: string = M.date) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : 'Expected a string') })
    .max(100, { error: message, abort: true })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(isIsoDate, { error: message });
