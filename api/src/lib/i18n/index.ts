// The emails' words in the recipient's language, with the API's i18next instance (instance.ts): one JSON file per
// language under messages/, each feature's texts under its own key prefix (booking, receipt, account, …).
import type { TFunction } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@wellness/shared/format';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import { fixedT } from './instance';

export const EMAIL_MESSAGES = { en, es, fr } as const;

/** A language the emails speak: the value if it is one, English otherwise (no preference, an old row). */
export const emailLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

/** The emails' `t` in `locale` (English for anything else, and for a key the language lacks). */
export const emailT = (locale: unknown): TFunction => fixedT(emailLocale(locale), 'email');
