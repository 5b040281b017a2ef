import { z } from 'zod';
import { ROLES } from './user';
import { ACCOUNT_STATUSES, APPROVAL_STATES, CATEGORY_VALUES, EMAIL_PATTERN, LANGUAGES, PASSWORD_MIN_LENGTH } from './constants';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES as M } from './messages';
import { amountInText, bookingTermsSchema, MAX_PRICE, PRICE_TOO_HIGH } from './booking';
import { contactPhoneField, dateField, emailField, hasOnlySupportedCharacters, optionalText, requiredText, safeString } from './fields';

// ---- Accounts: sign-in, sign-up and their field rules ----

const passwordField = () =>
  z
    .string({ error: (i) => (i.input === undefined || i.input === null ? M.required : 'Expected a string') })
    .min(1, { error: M.required, abort: true })
    .refine(hasOnlySupportedCharacters, { error: M.unsupportedCharacters, abort: true })
    .min(PASSWORD_MIN_LENGTH, { error: M.passwordMin })
    .max(200, { error: 'Must be at most 200 characters' });

const roleField = () => z.enum(ROLES, { error: 'Please choose an account type' });

const registerFields = {
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField(),
  phone: requiredText(30),
  password: passwordField(),
};

/** The sign-up form: every field required, passwords must match. */
export const signUpFormSchema = z
  .object({ ...registerFields, confirmPassword: z.string({ error: M.required }), role: roleField().default('user') })
  .refine((v) => v.password === v.confirmPassword, {
    error: M.passwordsMismatch,
    path: ['confirmPassword'],
    // Say so even while other fields still have errors.
    when: (payload) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
export type SignUpFormValues = z.input<typeof signUpFormSchema>;

/** POST /auth/register: the sign-up form without confirmPassword. */
export const registerPayloadSchema = z.object({ ...registerFields, role: roleField().default('user') });
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

/** POST /auth/login. Only presence is checked: a wrong password gets the one login failure message. */
export const loginSchema = z.object({
  email: requiredText(254).transform((v) => v.toLowerCase()),
  password: z
    .string({ error: M.required })
    .min(1, { error: M.required, abort: true })
    .max(200, { error: 'Must be at most 200 characters', abort: true })
    .refine(hasOnlySupportedCharacters, { error: M.unsupportedCharacters }),
});
export type LoginPayload = z.infer<typeof loginSchema>;

// ---- Account links sent by email: password reset, email verification ----

/** A token from an emailed link: letters, digits, `-` and `_` (base64url), so a mangled link is told apart early. */
const linkTokenField = () =>
  z
    .string({ error: M.required })
    .min(1, { error: M.required, abort: true })
    .max(200, { error: ACCOUNT_MESSAGES.linkInvalid, abort: true })
    .regex(/^[A-Za-z0-9_-]+$/, { error: ACCOUNT_MESSAGES.linkInvalid });

/** POST /auth/password/forgot: the address to send a reset link to. */
export const forgotPasswordSchema = z.object({ email: emailField() });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** POST /auth/password/reset: the emailed token and the new password. */
export const resetPasswordSchema = z.object({ token: linkTokenField(), password: passwordField() });
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** The reset form: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ password: passwordField(), confirmPassword: z.string({ error: M.required }) })
  .refine((v) => v.password === v.confirmPassword, { error: M.passwordsMismatch, path: ['confirmPassword'] });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

/** POST /auth/verify-email: the emailed token. */
export const verifyEmailSchema = z.object({ token: linkTokenField() });

/** Personal information page: input types only, nothing required. */
export const personalInfoSchema = z.object({
  firstName: optionalText(100).optional(),
  lastName: optionalText(100).optional(),
  email: optionalText(254).optional().refine((v) => v === undefined || v === '' || EMAIL_PATTERN.test(v), { error: M.email }),
  phone: optionalText(30).optional(),
});
export type PersonalInfoValues = z.infer<typeof personalInfoSchema>;

/** GET/PUT /api/my/preferences (the dashboards' Preferences page): notifications on and English unless saved otherwise. */
export const preferencesSchema = z.object({
  notifications: z.boolean({ error: 'notifications must be true or false' }).default(true),
  language: z.enum(LANGUAGES.map((l) => l.value) as ['en', 'es', 'fr'], { error: 'Please choose English, Spanish or French' }).default('en'),
});
export type PreferencesValues = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: PreferencesValues = { notifications: true, language: 'en' };

// ---- Contact ----

export const contactSchema = z.object({
  name: requiredText(120),
  email: emailField(),
  phone: contactPhoneField().optional(),
  message: requiredText(5000),
});
export type ContactValues = z.input<typeof contactSchema>;
export type ContactPayload = z.infer<typeof contactSchema>;

// ---- Booking: the form, the request and the process are in booking.ts ----

/** The Idempotency-Key header of POST /api/bookings: 8 to 128 letters, digits and . _ : - (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;

// ---- Program form: no rules in the spec; the API still checks types and sizes ----

/** Images must be files this product serves (uploads or its media), never a foreign host. */
const imagePath = z
  .string({ error: 'Expected a string' })
  .max(500)
  .regex(/^\/(uploads|media)\/[A-Za-z0-9._/-]+$/, { error: 'Images must be uploaded image files' });

const includeItem = z.object({ title: optionalText(200), description: optionalText(2000).default('') });

export const programFormStatuses = ['draft', 'pending', 'active', 'inactive'] as const;

export const programFormSchema = z
  .object({
    name: optionalText(200).default(''),
    location: optionalText(200).default(''),
    /** Optional explicit place; otherwise read from location "City - Country". */
    country: optionalText(100).optional(),
    city: optionalText(100).optional(),
    category: z.union([z.enum(CATEGORY_VALUES, { error: 'Please choose a category' }), z.literal('')]).default(''),
    description: optionalText(2000).default(''),
    detailedDescription: optionalText(20000).default(''),
    duration: optionalText(100).default(''),
    price: z
      .union([optionalText(100), z.number().finite().nonnegative().max(MAX_PRICE, { error: PRICE_TOO_HIGH })], {
        error: (issue) => (typeof issue.input === 'string' && !hasOnlySupportedCharacters(issue.input) ? M.unsupportedCharacters : 'Price must be text or a number'),
      })
      .optional(),
    status: z.enum(programFormStatuses, { error: 'Status must be draft, pending, active or inactive' }).default('draft'),
    images: z.array(imagePath).max(40, { error: 'At most 40 images' }).default([]),
    /** Client-side object URLs of the form; accepted and ignored by the API. */
    previewImages: z.array(safeString(2000)).max(40).optional(),
    includes: z.array(includeItem).max(30).default([]),
    highlights: z.array(optionalText(300)).max(30).optional(),
    bookingOptions: z
      .object({
        pricePerPerson: optionalText(100).optional(),
        availableDates: z.array(dateField('Dates must be real dates as YYYY-MM-DD')).max(100).default([]),
      })
      .default({ availableDates: [] }),
    ...bookingTermsSchema.shape,
  })
  .superRefine((v, ctx) => {
    // The price cap holds for every way of writing a price, drafts included: a number, or the amount in a text.
    const tooHigh = (text: string | undefined) => (amountInText(text) ?? 0) > MAX_PRICE;
    if (typeof v.price === 'string' && tooHigh(v.price)) ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_TOO_HIGH });
    if (tooHigh(v.bookingOptions.pricePerPerson)) ctx.addIssue({ code: 'custom', path: ['bookingOptions', 'pricePerPerson'], message: PRICE_TOO_HIGH });
    // A draft may be incomplete; a submission must say what and where it is.
    if (v.status === 'draft') return;
    for (const key of ['name', 'location', 'category', 'description'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: M.required });
    }
  });
export type ProgramFormValues = z.input<typeof programFormSchema>;
export type ProgramFormPayload = z.infer<typeof programFormSchema>;

export const programStatusChangeSchema = z.object({ status: z.enum(programFormStatuses, { error: 'Status must be draft, pending, active or inactive' }) });

// ---- Admin ----

/** The version of the program the administrator reviewed (AdminProgram.version): a decision on a changed program is refused. */
const reviewedVersion = () =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? M.required : 'Expected a number') })
    .int({ error: 'Expected a whole number' })
    .min(1, { error: 'Expected a whole number' })
    // The column is a PostgreSQL integer: a larger number is no version any program has.
    .max(2_147_483_647, { error: 'Expected a whole number' });
export const approveProgramSchema = z.object({ version: reviewedVersion() });
export const rejectProgramSchema = z.object({ remark: optionalText(2000).default(''), version: reviewedVersion() });
export const accountStatusSchema = z.object({ status: z.enum(ACCOUNT_STATUSES, { error: 'Status must be active or inactive' }) });
export const approvalStateSchema = z.enum(APPROVAL_STATES);

// ---- Query strings ----

export const intParam = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: `${name} must be between ${min} and ${max}` });

export const paginationQuerySchema = z.object({
  limit: intParam('limit', 1, 100).optional(),
  offset: intParam('offset', 0, 1_000_000).optional(),
});

/**
 * A paged and searched list of the admin and provider dashboards: limit, offset and q (a case-insensitive part of a
 * name, an email or a place, as each list says). `q` follows the rule of every text input (no control characters), so
 * it never reaches PostgreSQL with a NUL.
 */
export const listQuerySchema = paginationQuerySchema.extend({ q: optionalText(200).optional() });
export type ListQuery = z.infer<typeof listQuerySchema>;

/** Rows a page of a dashboard list shows (the API's default when no limit is sent stays 50). */
export const LIST_PAGE_SIZE = 20;

const numberParam = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a number` })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: `${name} must be a number like 2500 or 2500.50` })
    .transform(Number)
    .refine((n) => n <= max, { error: `${name} must be at most ${max}` });

/**
 * Sorts of GET /api/programs; without one, the catalogue's own order (oldest first). `rating-desc`: highest verified
 * average first, then more reviews first; programs without reviews last.
 */
export const PROGRAM_SORTS = ['price-asc', 'price-desc', 'duration-asc', 'duration-desc', 'date-asc', 'rating-desc'] as const;
export type ProgramSort = (typeof PROGRAM_SORTS)[number];

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * GET /api/programs. Besides category, country, city, limit and offset: price per person (minPrice,
 * maxPrice), nights (minNights, maxNights), month (YYYY-MM: has an available date in that month, from today on) and
 * sort. Programs without a numeric price (or nights, or dates) sort last, and a price (nights) filter leaves them out.
 */
export const programsQuerySchema = paginationQuerySchema
  .extend({
    category: optionalText(100).optional(),
    country: optionalText(100).optional(),
    city: optionalText(100).optional(),
    minPrice: numberParam('minPrice', 10_000_000).optional(),
    maxPrice: numberParam('maxPrice', 10_000_000).optional(),
    minNights: intParam('minNights', 0, 365).optional(),
    maxNights: intParam('maxNights', 0, 365).optional(),
    month: z.string({ error: 'month must be YYYY-MM' }).regex(MONTH_PATTERN, { error: 'month must be YYYY-MM' }).optional(),
    /** Only programs whose verified average is at least this (1 to 5); programs without reviews are left out. */
    minRating: intParam('minRating', 1, 5).optional(),
    sort: z.enum(PROGRAM_SORTS, { error: `sort must be one of ${PROGRAM_SORTS.join(', ')}` }).optional(),
    /** Keyset pagination: empty for the first page, then the `next` of the page before (instead of offset). */
    after: z.string({ error: 'after must be a cursor' }).max(300, { error: 'after must be a cursor' }).regex(/^[A-Za-z0-9_-]*$/, { error: 'after must be a cursor' }).optional(),
  })
  .refine((q) => q.after === undefined || q.offset === undefined, { error: 'Use either offset or after, not both', path: ['after'] })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, { error: 'minPrice must not be above maxPrice', path: ['minPrice'] })
  .refine((q) => q.minNights === undefined || q.maxNights === undefined || q.minNights <= q.maxNights, { error: 'minNights must not be above maxNights', path: ['minNights'] });
export type ProgramsQuery = z.infer<typeof programsQuerySchema>;
/** The query string the programs list accepts, as the client writes it. */
export type ProgramsQueryParams = z.input<typeof programsQuerySchema>;

/** A search counts its matches up to this many; beyond it the answer says `totalCapped: true` ("1,000+"). */
export const SEARCH_TOTAL_CAP = 1000;
/** The programs list counts its matches up to this many; beyond it the answer says `totalCapped: true` ("1,000+"). */
export const LIST_TOTAL_CAP = 1000;

// ---- Client error reports (issue 14) ----

export const CLIENT_ERROR_KINDS = ['version-mismatch', 'load-failure', 'render-error'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
export const CLIENT_ERROR_AREAS = ['marketing', 'catalog', 'dashboards', 'shell'] as const;
export type ClientErrorArea = (typeof CLIENT_ERROR_AREAS)[number];

/**
 * POST /api/client-errors: what the shell reports when an area fails. No personal data: only these fields are kept
 * (anything else is dropped), the message at most 500 characters (the API also masks emails and numbers in it).
 */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}` }),
  area: z.enum(CLIENT_ERROR_AREAS, { error: `area must be one of ${CLIENT_ERROR_AREAS.join(', ')}` }),
  message: requiredText(500),
  /** Versions (e.g. the contract a remote needs and the one the shell has) and the release id. */
  needed: optionalText(100).optional(),
  found: optionalText(100).optional(),
  release: optionalText(100).optional(),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

/** GET /api/admin/client-errors?limit= (1-500, 100) */
export const clientErrorsQuerySchema = z.object({ limit: intParam('limit', 1, 500).optional() });
