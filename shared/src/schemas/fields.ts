// The fields every schema is made of: one rule per kind of value, in the forms and the API alike.
import { z } from 'zod';
import { BOOKING_PHONE_DIGITS, CONTACT_PHONE_DIGITS, EMAIL_PATTERN } from '../domain/constants';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { hasOnlySupportedCharacters, isIsoDate } from '../domain/text';

// In the browser, zod must not compile its parsers with `new Function`: the site's Content-Security-Policy forbids
// eval, and even zod's probe for it is reported as a violation. The API (no CSP) keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** A missing value reads as "required"; a value of the wrong type says so (only API callers can send one). */
const typed = (kind: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? M.required : `Expected a ${kind}`;

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
    .refine((v) => v === '' || digits(CONTACT_PHONE_DIGITS.min, CONTACT_PHONE_DIGITS.max).test(v), { error: M.contactPhone });

export const bookingPhoneField = () => requiredText(100).regex(digits(BOOKING_PHONE_DIGITS.min, BOOKING_PHONE_DIGITS.max), { error: M.bookingPhone });

export const dateField = (message: string = M.date) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : 'Expected a string') })
    .max(100, { error: message, abort: true })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(isIsoDate, { error: message });
