// Every message catalogue on the page (or in the server's process), from every build. The contract is one copy on a
// page; on the server each build evaluates its own, so the list lives on globalThis.
// No i18next here: the router loads a language with it before
// switching to it, and stays free of the library.
import type { Locale } from '../format';

export interface Loadable {
  readonly ns: string;
  load(locale: Locale): Promise<void>;
}

const KEY = Symbol.for('wellness.messageCatalogues');
const registry = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, Loadable>()) as Map<string, Loadable>;

/** Adds a catalogue to the page's list (one per namespace: a remote loaded again replaces its own). */
export const registerCatalogue = (catalogue: Loadable) => void registry.set(catalogue.ns, catalogue);

/**
 * Loads every catalogue on the page in `locale`: before a change of language (so no page shows its loading state while
 * its texts arrive) and before a server render. A catalogue that fails to load is left to its page's own Suspense.
 */
export async function loadCatalogues(locale: Locale): Promise<void> {
  await Promise.all([...registry.values()].map((catalogue) => catalogue.load(locale).catch(() => undefined)));
}
