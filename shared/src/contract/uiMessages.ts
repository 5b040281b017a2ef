// The design system's own words (a rating's count, "Close", a carousel's arrows, a pagination, the map's zoom...): one
// catalogue, in the contract so that a page holds one copy of it (the shell's), loaded with the shell's own before the
// first render and switched with every catalogue on a change of language. Each remote's copy of `@wellness/shared/ui`
// reads it here, so a remote needs no words of its own for them, and no remote brings them into its first paint again.
import { useContext, useSyncExternalStore } from 'react';
import { ReactReduxContext } from 'react-redux';
import type { Locale } from '../format';
import en from '../ui/messages/en.json';
import { defineMessages, type TFunction } from './messages';
import { selectLocale } from './store/localeSlice';
import type { RootState } from './store/rootReducer';

/**
 * On the site's server each build evaluates its own contract: each copy of a contract catalogue gets a namespace of its
 * own (`ui`, `ui-2`, ...), so loading the page's catalogues (one list for the process) loads every copy rather than the
 * last one registered.
 */
export function namespaceOfCopy(ns: string): string {
  const copies = globalThis as Record<symbol, number>;
  const key = Symbol.for(`wellness.${ns}Copies`);
  const copy = (copies[key] = (copies[key] ?? 0) + 1);
  return copy === 1 ? ns : `${ns}-${copy}`;
}

export const uiMessages = defineMessages(namespaceOfCopy('ui'), en, {
  es: () => import(/* webpackChunkName: "messages-shell-es" */ '../ui/messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-shell-fr" */ '../ui/messages/fr.json'),
});

/** The design system's words in `locale` (English until that language is loaded). */
export const uiT = (locale: Locale): TFunction => uiMessages.fixedT(locale);

const noSubscription = () => () => undefined;

/** The page's language from the store, without suspending; English where a part is drawn without a store. */
export function useStoreLocale(): Locale {
  const store = useContext(ReactReduxContext)?.store;
  const read = () => (store ? selectLocale(store.getState() as RootState) : 'en');
  return useSyncExternalStore(store ? store.subscribe : noSubscription, read, read);
}

/**
 * `t` of the design system's words in the page's language (the store's; English where a component is drawn without
 * a store, as the style guide and its tests do). It never suspends (a toast or a dialog in the shell must not show a
 * loading state): the page loads these words before it renders in a language (`loadUiMessages`, and every catalogue
 * before a switch), and a language not loaded reads as English.
 */
export function useUiT(): { t: TFunction; locale: Locale } {
  const locale = useStoreLocale();
  return { t: uiT(locale), locale };
}

/** Loads the design system's words in `locale`, before a first render in it. */
export const loadUiMessages = (locale: Locale) => uiMessages.load(locale);
