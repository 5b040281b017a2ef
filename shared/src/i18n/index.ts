// Message catalogues: each package (the shell, each remote) declares its own with `defineMessages`, with its own
// namespace, so its texts ship and release with it and no catalogue is shared between remotes. The language is never
// the catalogue's: each `t` is fixed to one locale (the URL's language), so the server, rendering many languages at
// once, and the browser give the same text. English is bundled (first paint needs it); another language's file is
// imported only when a page is shown in it, before that page renders (or before a switch to it).
//
// `t` is written here rather than taken from i18next: the library is 15 KB gzip before a page's first paint, more room
// than a catalog page has under its 170 KB budget in any language (ADR 0015 has the figures). What the catalogues use
// of it (keys by their dots, `{{values}}`, plural forms by `Intl.PluralRules`, English for a key a language lacks) is
// the few lines of contract/messages.ts, and every package's tests compare them with i18next on each of its keys in each language.
// The implementation is in the contract (contract/messages.ts): one copy on the page, the shell's, shared with every
// remote (a remote's own would add 0.7 KB gzip to its pages' first paint).
export {
  defineMessages, keysOf, loadCatalogues, messagesT, type MessageCatalogue, type MessageLoaders, type Messages, type TFunction, type TOptions,
} from '@wellness/shared/contract';
