// Message catalogues: each package (the shell, each remote) declares its own with `defineMessages`, with its own
// namespace and, once another language is asked for, its own i18next instance (several remotes sharing one instance
// re-render only the container on a switch, and tie every remote to one release of the library). The language is never
// the instance's: each `t` is fixed to one locale (the URL's language), so the server, rendering many languages at once,
// and the browser give the same text.
//
// English renders without i18next: its catalogue is bundled and read by `englishT` below, so an English first paint
// carries no i18n library (i18next is 15 KB gzip, more than any route's room under its budget). Spanish and French
// load their file and i18next together, before a page in that language renders (or before a switch to it).
import { use } from 'react';
import type { i18n as I18n } from 'i18next';
// From the package, never by a relative path: the contract is the page's one copy, shared by the shell.
import { loadCatalogues, registerCatalogue, useLocale } from '@wellness/shared/contract';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../format';

export { loadCatalogues };

/** A catalogue: keys to texts, nested one level or more; plural keys end in `_one`, `_many`, `_other`. */
export type Messages = { [key: string]: string | Messages };

/** A text's values: `{{name}}` in the text is `name`'s value; `count` also picks the plural form. */
export type TOptions = { readonly count?: number; readonly [name: string]: unknown };

/** A text by its key (`header.join`), in one language; a key no language has is returned as is. */
export type TFunction = (key: string, options?: TOptions) => string;

/** The languages other than English, each a lazy import of its JSON file (one chunk per language). */
export type MessageLoaders = Record<Exclude<Locale, 'en'>, () => Promise<{ default: Messages } | Messages>>;

export interface MessageCatalogue {
  /** The package's namespace (its name: `shell`, `marketing`, ...). */
  readonly ns: string;
  /** Loads `locale`'s messages (at once for English); the server and `prepare` call it before they render. */
  load(locale: Locale): Promise<void>;
  /** Whether `locale`'s messages are here, so a render in it will not suspend. */
  loaded(locale: Locale): boolean;
  /** `t` in `locale`, outside React (toasts, titles, server heads); English until `locale` is loaded. */
  fixedT(locale: Locale): TFunction;
  /** `t` in the page's language; suspends while the language's file loads. */
  useT(): { t: TFunction; locale: Locale };
}

const PLURAL_SEPARATOR = '_';

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function valueAt(options: TOptions, path: string): unknown {
  if (path in options) return options[path];
  let node: unknown = options;
  for (const part of path.split('.')) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}

/**
 * English's `t`, hand-written so that an English page needs no i18n library before it paints. It does what i18next
 * does with the catalogues' texts, as i18next does it (a test compares the two on every English key): the key by its
 * dots, `{{name}}` (and `{{- name}}`) from the options (a missing value leaves the placeholder), and with a numeric
 * `count` the key's plural form from `Intl.PluralRules` (`_zero` first for 0, then the rule's form, then the bare key,
 * then `_other`); a key English lacks is returned as is. Nesting (`$t(...)`), context and formats are not supported:
 * a catalogue that needs them needs this function to grow (the comparison test fails first).
 */
export function englishT(en: Messages): TFunction {
  const rules = new Intl.PluralRules(DEFAULT_LOCALE);
  return (key, options) => {
    const count = options?.count;
    const candidates = typeof count === 'number'
      ? [...(count === 0 ? [`${key}${PLURAL_SEPARATOR}zero`] : []), `${key}${PLURAL_SEPARATOR}${rules.select(count)}`, key, `${key}${PLURAL_SEPARATOR}other`]
      : [key];
    let text: string | undefined;
    for (const candidate of candidates) if ((text = lookup(en, candidate)) !== undefined) break;
    if (text === undefined) return key;
    if (!options || !text.includes('{{')) return text;
    return text.replace(/\{\{-?(.+?)\}\}/g, (placeholder, name: string) => {
      const value = valueAt(options, name.trim());
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, name.trim()) ? '' : placeholder;
      return String(value);
    });
  };
}

/** The i18next module, imported once per app the first time a language other than English is needed. */
let library: Promise<typeof import('i18next')> | undefined;
const loadLibrary = () => (library ??= import('i18next'));

export function defineMessages(ns: string, en: Messages, others: MessageLoaders): MessageCatalogue {
  const english = englishT(en);
  let instance: Promise<I18n> | undefined;
  const engine = () =>
    (instance ??= loadLibrary().then(async ({ createInstance }) => {
      const i18n = createInstance({
        lng: DEFAULT_LOCALE,
        fallbackLng: DEFAULT_LOCALE,
        supportedLngs: [...LOCALES],
        ns: [ns],
        defaultNS: ns,
        resources: { [DEFAULT_LOCALE]: { [ns]: en } },
        initAsync: false,
        // React escapes what it renders; the server's heads escape their own.
        interpolation: { escapeValue: false },
      });
      await i18n.init();
      return i18n;
    }));

  // Each language's `t`, made once it has loaded (one function per language, so a render's `t` is stable).
  const ts = new Map<Locale, TFunction>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<Locale, Promise<void>>();
  const loaded = (locale: Locale) => ts.has(locale);

  const load = (locale: Locale): Promise<void> => {
    if (loaded(locale) || !(locale in others)) return Promise.resolve();
    let loading = pending.get(locale);
    if (!loading) {
      loading = Promise.all([engine(), others[locale as Exclude<Locale, 'en'>]()]).then(([i18n, module]) => {
        i18n.addResourceBundle(locale, ns, ('default' in module ? module.default : module) as Messages);
        const t = i18n.getFixedT(locale, ns);
        ts.set(locale, (key, options) => t(key, options));
      });
      pending.set(locale, loading);
      // A failed load is tried again by the next call.
      loading.catch(() => pending.delete(locale));
    }
    return loading;
  };

  // What a render waits for: a language's load that never fails (a file that cannot load shows English), kept, so a
  // render after a failure does not start another load and suspend again.
  const rendering = new Map<Locale, Promise<void>>();
  const whenRenderable = (locale: Locale) => {
    let ready = rendering.get(locale);
    if (!ready) {
      ready = load(locale).catch((error: unknown) => console.error(`[i18n] ${ns}: the ${locale} messages did not load; English is shown`, error));
      rendering.set(locale, ready);
    }
    return ready;
  };

  const fixedT = (locale: Locale) => ts.get(locale) ?? english;
  const catalogue: MessageCatalogue = {
    ns,
    loaded,
    load,
    fixedT,
    useT() {
      const locale = useLocale();
      if (!loaded(locale) && locale in others) use(whenRenderable(locale));
      return { t: fixedT(locale), locale };
    },
  };
  registerCatalogue(catalogue);
  return catalogue;
}

/** Every key of a catalogue, `a.b.c`, plural suffixes kept (for the tests that compare languages). */
export function keysOf(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}
