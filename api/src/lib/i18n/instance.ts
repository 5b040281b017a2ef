// The API's one i18next instance (on the server its bytes do not matter, and it is the library the web packages' own
// `t` is checked against): the emails' words (`email`) and the error messages (`errors`), a namespace each, their
// catalogues inline, one JSON file per language.
import { createInstance, type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@wellness/shared/format';
import emailEn from './messages/en.json' with { type: 'json' };
import emailEs from './messages/es.json' with { type: 'json' };
import emailFr from './messages/fr.json' with { type: 'json' };
import errorsEn from './errors/en.json' with { type: 'json' };
import errorsEs from './errors/es.json' with { type: 'json' };
import errorsFr from './errors/fr.json' with { type: 'json' };

type Namespace = 'email' | 'errors';

const i18n = createInstance({
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  ns: ['email', 'errors'],
  defaultNS: 'email',
  resources: { en: { email: emailEn, errors: errorsEn }, es: { email: emailEs, errors: errorsEs }, fr: { email: emailFr, errors: errorsFr } },
  // Synchronous: the resources are here, and a transaction writing an email must not wait for a backend.
  initAsync: false,
  // Text emails and JSON answers are not HTML, and the HTML emails are escaped by React (lib/email).
  interpolation: { escapeValue: false },
  returnNull: false,
});
void i18n.init();

const fixed = new Map<string, TFunction>();

/** `t` of one namespace in `locale` (English for a key the language lacks). */
export function fixedT(locale: Locale, ns: Namespace): TFunction {
  let t = fixed.get(`${ns}|${locale}`);
  if (!t) fixed.set(`${ns}|${locale}`, (t = i18n.getFixedT(locale, ns)));
  return t;
}
