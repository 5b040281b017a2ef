// The schemas of programs: the owner's program form and status changes, the administrator's decisions, and the
// programs list's query.
import { z } from 'zod';
import { DISPLAY_CURRENCIES } from '../domain/currency';
import { ACCOUNT_STATUSES, APPROVAL_STATES, CATEGORY_VALUES, PROGRAM_FORM_STATUSES, PROGRAM_SORTS } from '../domain/constants';
import { amountInText, MAX_PRICE, priceTooHigh } from '../domain/booking';
import { VALIDATION_MESSAGES as M } from '../domain/messages';
import { SEARCH_MONTH_PATTERN } from '../domain/search';
import { hasOnlySupportedCharacters } from '../domain/text';
import { TEXT_LANGUAGES, TRANSLATION_LANGUAGES } from '../domain/translations';
import { bookingTermsSchema } from './booking';
import { dateField, optionalText, requiredText, safeString } from './fields';
import { intParam, paginationQuerySchema } from './query';

// ---- Program form: no rules in the spec; the API still checks types and sizes ----

/** Images must be files this product serves (uploads or its media), never a foreign host. */
const imagePath = z
  .string({ error: 'Expected a string' })
  .max(500)
  .regex(/^\/(uploads|media)\/[A-Za-z0-9._/-]+$/, { error: 'Images must be uploaded image files' });

const includeItem = z.object({ title: optionalText(200), description: optionalText(2000).default('') });

/**
 * A program's texts in one other language (domain/translations.ts): the name and description it is listed with are
 * required, the longer texts optional; each with the original field's length.
 */
export const programTextsSchema = z.object({
  name: requiredText(200),
  description: requiredText(2000),
  details: optionalText(20000).default(''),
  about: optionalText(20000).default(''),
  highlights: z.array(optionalText(300)).max(30, { error: 'At most 30 highlights' }).default([]),
});
/** Spanish and French texts, each optional; another language is refused by name. */
export const programTranslationsSchema = z.strictObject(
  { es: programTextsSchema.optional(), fr: programTextsSchema.optional() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Translations can be in ${TRANSLATION_LANGUAGES.join(' or ')} only` : 'Translations must be an object') },
);

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
      .union([optionalText(100), z.number().finite().nonnegative().max(MAX_PRICE, { error: priceTooHigh })], {
        error: (issue) => (typeof issue.input === 'string' && !hasOnlySupportedCharacters(issue.input) ? M.unsupportedCharacters : 'Price must be text or a number'),
      })
      .optional(),
    status: z.enum(PROGRAM_FORM_STATUSES, { error: 'Status must be draft, pending, active or inactive' }).default('draft'),
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
    /** Where it is; absent or null for the city's coordinates (api/src/geo/place-coordinates.ts). */
    latitude: z.number({ error: 'Latitude must be a number' }).min(-90, { error: 'Latitude must be between -90 and 90' }).max(90, { error: 'Latitude must be between -90 and 90' }).nullable().optional(),
    longitude: z.number({ error: 'Longitude must be a number' }).min(-180, { error: 'Longitude must be between -180 and 180' }).max(180, { error: 'Longitude must be between -180 and 180' }).nullable().optional(),
    /** The texts in other languages; absent keeps the stored ones on an edit (older clients). */
    translations: programTranslationsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude == null) !== (v.longitude == null)) ctx.addIssue({ code: 'custom', path: [v.latitude == null ? 'latitude' : 'longitude'], message: 'Give both latitude and longitude, or neither' });
    // The price cap holds for every way of writing a price, drafts included: a number, or the amount in a text.
    const tooHigh = (text: string | undefined) => (amountInText(text) ?? 0) > MAX_PRICE;
    if (typeof v.price === 'string' && tooHigh(v.price)) ctx.addIssue({ code: 'custom', path: ['price'], message: priceTooHigh() });
    if (tooHigh(v.bookingOptions.pricePerPerson)) ctx.addIssue({ code: 'custom', path: ['bookingOptions', 'pricePerPerson'], message: priceTooHigh() });
    // A draft may be incomplete; a submission must say what and where it is.
    if (v.status === 'draft') return;
    for (const key of ['name', 'location', 'category', 'description'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: M.required });
    }
  });
/** `lang` of a public read: the language the visitor reads (the page's); absent, each program's original texts. */
export const textLanguageQuerySchema = z.object({
  lang: z.enum(TEXT_LANGUAGES, { error: `lang must be one of ${TEXT_LANGUAGES.join(', ')}` }).optional(),
});

export type ProgramFormValues = z.input<typeof programFormSchema>;
export type ProgramFormPayload = z.infer<typeof programFormSchema>;

export const programStatusChangeSchema = z.object({ status: z.enum(PROGRAM_FORM_STATUSES, { error: 'Status must be draft, pending, active or inactive' }) });

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

// ---- The programs list ----

const numberParam = (name: string, max: number) =>
  z
    .string({ error: `${name} must be a number` })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: `${name} must be a number like 2500 or 2500.50` })
    .transform(Number)
    .refine((n) => n <= max, { error: `${name} must be at most ${max}` });

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
    /** The currency of minPrice, maxPrice and the price sort (the visitor's display currency); unset: each program's own. */
    currency: z.enum(DISPLAY_CURRENCIES, { error: `currency must be one of ${DISPLAY_CURRENCIES.join(', ')}` }).optional(),
    minNights: intParam('minNights', 0, 365).optional(),
    maxNights: intParam('maxNights', 0, 365).optional(),
    month: z.string({ error: 'month must be YYYY-MM' }).regex(SEARCH_MONTH_PATTERN, { error: 'month must be YYYY-MM' }).optional(),
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
