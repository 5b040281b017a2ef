// The message catalogues' `t` (ADR 0015), in the contract so that the page holds one copy of it, the shell's, shared
// with every remote like the rest of the contract: each remote that shows texts would otherwise bring its own copy
// (0.7 KB gzip) into its pages' first paint. `@wellness/shared/i18n` re-exports it; read that module's notes.
import { use } from 'react';
import type { Locale } from '../format';
import { registerCatalogue } from './messageCatalogues';
import { useLocale } from './store/hooks';

const DEFAULT_LOCALE: Locale = 'en';

import type { Messages } from '../i18n/keys';

export { keysOf, type Messages } from '../i18n/keys';

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
 * A key's text in one language: the plural form of `count` first (`_zero` for 0, then the language's rule), then the
 * bare key, then `_other`, as i18next looks them up.
 */
function textOf(messages: Messages, rules: Intl.PluralRules, key: string, count: unknown): string | undefined {
  if (typeof count !== 'number') return lookup(messages, key);
  const candidates = [`${key}_${rules.select(count)}`, key, `${key}_other`];
  if (count === 0) candidates.unshift(`${key}_zero`);
  for (const candidate of candidates) {
    const text = lookup(messages, candidate);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * `t` in `locale` over its messages, with English's for a key the language lacks; a key neither has is returned as
 * is. `{{name}}` (and `{{- name}}`: React escapes what it renders) is the option's value, `{{a.b}}` a nested one; a
 * value not given leaves its placeholder. Nesting (`$t(...)`), context and formats are not supported: a catalogue
 * that needs them needs this function to grow (the comparison with i18next in its tests fails first).
 */
export function messagesT(locale: Locale, messages: Messages, en: Messages = messages): TFunction {
  const rules = new Intl.PluralRules(locale);
  const englishRules = new Intl.PluralRules(DEFAULT_LOCALE);
  return (key, options) => {
    const count = options?.count;
    const text = textOf(messages, rules, key, count) ?? (messages === en ? undefined : textOf(en, englishRules, key, count));
    if (text === undefined) return key;
    if (!options || !text.includes('{{')) return text;
    return text.replace(/\{\{-?(.+?)\}\}/g, (placeholder, name: string) => {
      const value = valueAt(options, name.trim());
      if (value === undefined) return Object.prototype.hasOwnProperty.call(options, name.trim()) ? '' : placeholder;
      return String(value);
    });
  };
}

export function defineMessages(ns: string, en: Messages, others: MessageLoaders): MessageCatalogue {
  const english = messagesT(DEFAULT_LOCALE, en);
  // Each language's `t`, made once it has loaded (one function per language, so a render's `t` is stable).
  const ts = new Map<Locale, TFunction>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<Locale, Promise<void>>();
  const loaded = (locale: Locale) => ts.has(locale);

  const load = (locale: Locale): Promise<void> => {
    if (loaded(locale) || !(locale in others)) return Promise.resolve();
    let loading = pending.get(locale);
    if (!loading) {
      loading = others[locale as Exclude<Locale, 'en'>]().then((module) => {
        ts.set(locale, messagesT(locale, ('default' in module ? module.default : module) as Messages, en));
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
