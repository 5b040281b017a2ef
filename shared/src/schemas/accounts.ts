// The schemas of accounts: sign-in, sign-up, personal information, preferences and the contact form.
import { z } from 'zod';
import { ROLES } from '../domain/user';
import { EMAIL_PATTERN, LANGUAGES, PASSWORD_MIN_LENGTH } from '../domain/constants';
import { DISPLAY_CURRENCIES } from '../domain/currency';
import { ACCOUNT_MESSAGES, VALIDATION_MESSAGES as M } from '../domain/messages';
import { hasOnlySupportedCharacters } from '../domain/text';
import { contactPhoneField, emailField, optionalText, requiredText } from './fields';

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

const currencyField = () => z.enum(DISPLAY_CURRENCIES, { error: `Please choose one of ${DISPLAY_CURRENCIES.join(', ')}` });

/**
 * PUT /api/my/preferences also takes the display currency (GET answers it, null until chosen; null forgets it, and
 * leaving it out keeps it); PATCH changes only the settings it names (the header's currency picker), at least one.
 */
export const preferencesPutSchema = preferencesSchema.extend({ currency: currencyField().nullable().optional() });
export const preferencesPatchSchema = z
  .object({ notifications: preferencesSchema.shape.notifications.unwrap().optional(), language: preferencesSchema.shape.language.unwrap().optional(), currency: currencyField().optional() })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Name at least one setting: notifications, language or currency' });

// ---- Contact ----

export const contactSchema = z.object({
  name: requiredText(120),
  email: emailField(),
  phone: contactPhoneField().optional(),
  message: requiredText(5000),
});
export type ContactValues = z.input<typeof contactSchema>;
export type ContactPayload = z.infer<typeof contactSchema>;
