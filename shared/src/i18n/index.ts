// Message catalogues: each package (the shell, each remote) declares its own with `defineMessages`, which makes its own
// i18next instance and namespace (several remotes sharing one instance re-render only the container on a switch,
// and tie every remote to one release of the library). The language is never the instance's: each call of `t`
// is fixed to the store's locale (the URL's language), so the server, rendering many languages at once, and the
// browser give the same text. English is bundled (first paint needs it); another language's file is imported only
// when a page is shown in it.
import { createInstance, type BackendModule, type i18n as I18n, type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
// From the package, never by a relative path: the contract is the page's one copy, shared by the shell.
import { loadCatalogues, registerCatalogue, useLocale } from '@wellness/shared/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../format';

export { loadCatalogues };

/** A catalogue: keys to texts, nested one level or more; plural keys end in `_one`, `_many`, `_other`. */
export type Messages = { [key: string]: string | Messages };

/** The languages other than English, each a lazy import of its JSON file (one chunk per language). */
export type MessageLoaders = Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages } | Messages>>;

export interface MessageCatalogue {
  /** The package's namespace (its name: `shell`, `marketing`, ...). */
  readonly ns: string;
  readonly i18n: I18n;
  /** Loads `locale`'s messages (at once for English); the server and `prepare` call it before they render. */
  load(locale: Locale): Promise<void>;
  /** Whether `locale`'s messages are here, so a render in it will not suspend. */
  loaded(locale: Locale): boolean;
  /** `t` in `locale`, outside React (toasts, titles, server heads). Load first. */
  fixedT(locale: Locale): TFunction;
  /** `t` in the page's language; suspends while the language's file loads. */
  useT(): { t: TFunction; locale: Locale };
}

export function defineMessages(ns: string, en: Messages, others: MessageLoaders): MessageCatalogue {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      if (language === DEFAULT_LOCALE || !(language in others)) return callback(null, language === DEFAULT_LOCALE ? en : {});
      others[language as Exclude<Locale, 'en'>]().then(
        (module) => callback(null, ('default' in module ? module.default : module) as Messages),
        (error: unknown) => callback(error as Error, false),
      );
    },
  };
  const i18n = createInstance({
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [ns],
    defaultNS: ns,
    resources: { [DEFAULT_LOCALE]: { [ns]: en } },
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders; the server's heads escape their own.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  i18n.use(backend);
  void i18n.init();

  const loaded = (locale: Locale) => i18n.hasResourceBundle(locale, ns);
  const catalogue: MessageCatalogue = {
    ns,
    i18n,
    loaded,
    load: (locale) => (loaded(locale) ? Promise.resolve() : i18n.loadLanguages(locale).then(() => undefined)),
    fixedT: (locale) => i18n.getFixedT(locale, ns),
    useT() {
      const locale = useLocale();
      const { t } = useTranslation(ns, { i18n, lng: locale });
      return { t, locale };
    },
  };
  registerCatalogue(catalogue);
  return catalogue;
}

/** Every key of a catalogue, `a.b.c`, plural suffixes kept (for the tests that compare languages). */
export function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

