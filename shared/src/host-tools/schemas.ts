// The checks of a host's tools at the API's edge (and in the forms that want them): one rule on both sides. Built on
// the product's field rules (text, dates); a page imports this only where it validates.
import { z } from 'zod';
import { MAX_SESSION_NIGHTS, MAX_SESSION_PLACES } from '../domain';
// The product's field rules, from the schemas' entry (the domain holds no validation library).
import { dateField, optionalText, requiredText, safeString } from '../schemas/fields';
import { ANALYTICS_WINDOWS, BLOCK_MAX_DAYS, CALENDAR_MAX_SPAN_DAYS, daysBetween } from './index';

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const idField = (label: string) => safeString(100).regex(ID, { error: `${label} is not valid` });

/** GET /api/my/calendar?from=&to= */
export const calendarQuerySchema = z
  .object({ from: dateField('from must be a date (YYYY-MM-DD)'), to: dateField('to must be a date (YYYY-MM-DD)') })
  .refine((q) => q.to >= q.from, { error: 'to must be on or after from', path: ['to'] })
  .refine((q) => daysBetween(q.from, q.to) <= CALENDAR_MAX_SPAN_DAYS, { error: `At most ${CALENDAR_MAX_SPAN_DAYS} days at a time`, path: ['to'] });

const nights = z
  .number({ error: 'Nights must be a number' })
  .int({ error: 'Nights must be a whole number' })
  .min(1, { error: 'At least 1 night' })
  .max(MAX_SESSION_NIGHTS, { error: `At most ${MAX_SESSION_NIGHTS} nights` });
const places = z
  .number({ error: 'Places must be a number' })
  .int({ error: 'Places must be a whole number' })
  .min(1, { error: 'At least 1 place' })
  .max(MAX_SESSION_PLACES, { error: `At most ${MAX_SESSION_PLACES} places` });

/** POST /api/my/calendar/sessions */
export const newSessionSchema = z.object({
  programId: idField('The program'),
  startDate: dateField('Choose the day the session starts'),
  nights,
  places,
});
export type NewSessionValues = z.input<typeof newSessionSchema>;

/** PATCH /api/my/calendar/sessions/:id: move it, change its nights or places, close or reopen it. */
export const sessionChangeSchema = z
  .object({ startDate: dateField('Choose the day the session starts').optional(), nights: nights.optional(), places: places.optional(), closed: z.boolean({ error: 'closed must be true or false' }).optional() })
  .refine((c) => Object.values(c).some((v) => v !== undefined), { error: 'Nothing to change' });
export type SessionChangeValues = z.input<typeof sessionChangeSchema>;

/** POST /api/my/calendar/blocks: days the host is away, for one program or all (`programId` null or left out). */
export const newBlockSchema = z
  .object({
    programId: idField('The program').nullable().optional(),
    startDate: dateField('Choose the first blocked day'),
    endDate: dateField('Choose the last blocked day'),
    reason: optionalText(120).default(''),
  })
  .refine((b) => b.endDate >= b.startDate, { error: 'The last day cannot be before the first', path: ['endDate'] })
  .refine((b) => daysBetween(b.startDate, b.endDate) < BLOCK_MAX_DAYS, { error: `At most ${BLOCK_MAX_DAYS} days at a time`, path: ['endDate'] });
export type NewBlockValues = z.input<typeof newBlockSchema>;

/** POST /api/my/calendar/import: an .ics file's text; busy days become blocks under its name. */
export const icsImportSchema = z.object({
  name: requiredText(80),
  programId: idField('The program').nullable().optional(),
  ics: z.string({ error: 'Choose an .ics file' }).min(1, { error: 'The file is empty' }).max(900_000, { error: 'The file is too large (at most about 900 KB)' }),
});

/** POST /api/my/calendar/feeds: a feed of all the host's programs (`programId` null) or of one. */
export const newFeedSchema = z.object({ programId: idField('The program').nullable().optional() });

/** GET /api/my/analytics?days=&programId= */
export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number({ error: 'days must be 7, 30 or 90' })
    .refine((d): d is (typeof ANALYTICS_WINDOWS)[number] => (ANALYTICS_WINDOWS as readonly number[]).includes(d), { error: 'days must be 7, 30 or 90' })
    .default(30),
});

/** The fields sent with a credential's document (multipart). */
export const credentialFieldsSchema = z.object({
  facilitatorName: requiredText(120),
  title: requiredText(160),
  issuingBody: requiredText(160),
  validUntil: z.union([z.literal(''), dateField('Valid until must be a date')]).optional().transform((v) => v || null),
});
export type CredentialFieldsValues = z.input<typeof credentialFieldsSchema>;

/** POST /api/admin/credentials/:id/refuse */
export const credentialRefusalSchema = z.object({ reason: requiredText(500) });

/** PUT /api/my/host-summary */
export const hostSummarySettingsSchema = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) });
