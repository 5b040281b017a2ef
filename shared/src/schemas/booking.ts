// The schemas of the booking process: validated at the API's edge and in the forms.

import { z } from 'zod';
import {
  BOOKING_MODES, BOOKING_STATES, BOOKING_TABS, CANCELLATION_POLICIES, DEFAULT_RESPONSE_HOURS, MAX_GUESTS_PER_BOOKING, MAX_SESSION_NIGHTS,
  MAX_SESSION_PLACES, PROGRAM_PAYMENT_METHODS,
} from '../domain/booking';
import { LOCALES } from '../format';
import { bookingPhoneField, dateField, emailField, optionalText, requiredText } from './fields';

export const bookingStateSchema = z.enum(BOOKING_STATES, { error: `Status must be one of ${BOOKING_STATES.join(', ')}` });

/** One session in the program form; `id` keeps an existing session (and its bookings). */
export const sessionFormSchema = z.object({
  id: optionalText(100).optional(),
  startDate: dateField('Dates must be real dates as YYYY-MM-DD'),
  nights: z.number({ error: 'Nights must be a number' }).int({ error: 'Nights must be a whole number' }).min(1, { error: 'At least 1 night' }).max(MAX_SESSION_NIGHTS, { error: `At most ${MAX_SESSION_NIGHTS} nights` }),
  places: z.number({ error: 'Places must be a number' }).int({ error: 'Places must be a whole number' }).min(1, { error: 'At least 1 place' }).max(MAX_SESSION_PLACES, { error: `At most ${MAX_SESSION_PLACES} places` }),
});
export type SessionFormValues = z.input<typeof sessionFormSchema>;

/** The booking terms an owner sets in the program form. */
export const bookingTermsSchema = z.object({
  bookingMode: z.enum(BOOKING_MODES, { error: 'Choose instant booking or requests' }).default('request'),
  responseHours: z.number({ error: 'Expected a number' }).int().min(1, { error: 'At least 1 hour' }).max(168, { error: 'At most 168 hours (7 days)' }).default(DEFAULT_RESPONSE_HOURS),
  cancellationPolicy: z.enum(CANCELLATION_POLICIES, { error: 'Choose a cancellation policy' }).default('moderate'),
  depositPercent: z
    .number({ error: 'Expected a number' })
    .int({ error: 'The deposit must be a whole percentage' })
    .min(0, { error: 'The deposit cannot be below 0%' })
    .max(100, { error: 'The deposit cannot be over 100%' })
    .nullable()
    .default(null),
  paymentMethod: z.enum(PROGRAM_PAYMENT_METHODS, { error: 'Choose card at checkout or bank transfer or on arrival' }).default('card'),
  sessions: z
    .array(sessionFormSchema)
    .max(100, { error: 'At most 100 sessions' })
    .default([])
    .superRefine((sessions, ctx) => {
      const seen = new Set<string>();
      sessions.forEach((s, i) => {
        if (seen.has(s.startDate)) ctx.addIssue({ code: 'custom', path: [i, 'startDate'], message: 'Two sessions cannot start on the same day' });
        seen.add(s.startDate);
      });
    }),
});
export type BookingTermsValues = z.input<typeof bookingTermsSchema>;

// ---- The booking form and its request ----

/**
 * The booking dialog: the four fields (name, email, phone, preferred date) and the number of guests. For a program with
 * sessions the "preferred date" is the chosen session's start; without, any date from today on.
 */
export const bookingFormSchema = z.object({
  name: requiredText(120),
  email: emailField(),
  phone: bookingPhoneField(),
  preferredDate: dateField(),
  guests: z
    .number({ error: 'Please choose the number of guests' })
    .int({ error: 'Please choose the number of guests' })
    .min(1, { error: 'At least 1 guest' })
    .max(MAX_GUESTS_PER_BOOKING, { error: `At most ${MAX_GUESTS_PER_BOOKING} guests per booking` })
    .default(1),
});
export type BookingFormValues = z.input<typeof bookingFormSchema>;

/**
 * POST /api/bookings (and /api/checkouts): the form, the program (by id or slug), for a program with sessions the
 * session, and the language of the page it was sent from (the emails of a guest without an account are written in it).
 */
export const bookingRequestSchema = bookingFormSchema
  .extend({
    programId: optionalText(100).optional(),
    programSlug: optionalText(200).optional(),
    sessionId: optionalText(100).optional(),
    locale: z.enum(LOCALES, { error: `Language must be one of ${LOCALES.join(', ')}` }).optional(),
  })
  .refine((v) => Boolean(v.programId || v.programSlug), { error: 'Please choose a program', path: ['programId'] });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** A reason the owner gives (decline, cancel); required when the owner cancels a confirmed stay. */
export const ownerReasonSchema = z.object({ reason: optionalText(1000).default('') });
export const providerCancelSchema = z.object({ reason: requiredText(1000) });

export const bookingTabSchema = z.enum(BOOKING_TABS);
