// The emails' words in the recipient's language: one i18next instance for the API (on the server its bytes do not
// matter, and it is the library the web packages' own `t` is checked against), its catalogues inline, one JSON file
// per language under messages/, each feature's texts under its own key prefix (booking, receipt, account, …).
import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@wellness/shared/format';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };

export const EMAIL_MESSAGES = { en, es, fr } as const;

const i18n = createInstance({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['email'],
  defaultNS: 'email',
  resources: { en: { email: en }, es: { email: es }, fr: { email: fr } },
  // Synchronous: the resources are here, and a transaction writing an email must not wait for a backend.
  initAsync: false,
  // Text emails are not HTML, and the HTML ones are escaped by React (lib/email).
  interpolation: { escapeValue: false },
  returnNull: false,
});
void i18n.init();

/** A language the emails speak: the value if it is one, English otherwise (no preference, an old row). */
export const emailLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

const fixed = new Map<Locale, TFunction>();

/** The emails' `t` in `locale` (English for anything else, and for a key the language lacks). */
export function emailT(locale: unknown): TFunction {
  const language = emailLocale(locale);
  let t = fixed.get(language);
  if (!t) fixed.set(language, (t = i18n.getFixedT(language, 'email')));
  return t;
}
