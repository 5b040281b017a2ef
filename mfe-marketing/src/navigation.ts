import type { NavigationDeclaration } from '@wellness/shared/contract';
import { navigationOf } from '@wellness/shared/routes/navigation';
import { ROUTES } from './app/routes';

/** The journal, outside the site: the header's Blogs and the footer's Journal open it in a new tab. */
const JOURNAL_URL = 'https://journal.wellness-travel.example/';

/**
 * This remote's top-level paths, menu entries and layout rules (ADR 0007), read from its route table (app/routes.ts),
 * with its links to elsewhere, and published with its build as `navigation.json`; the shell renders the entries with
 * every other remote's, sorted by `order`.
 */
export const navigation: NavigationDeclaration = navigationOf(ROUTES, {
  entries: [
    { id: 'blogs', label: 'Blogs', labels: { es: 'Blog', fr: 'Blog' }, to: JOURNAL_URL, external: true, show: [{ in: 'header', order: 60 }] },
    { id: 'journal', label: 'Journal', labels: { es: 'Revista', fr: 'Magazine' }, to: JOURNAL_URL, external: true, show: [{ in: 'footer', column: 'company', order: 20 }] },
    // The home page's booking link, floating over it.
    { id: 'book-now', label: 'Book Now', labels: { es: 'Reservar', fr: 'Réserver' }, to: '/explore', show: [{ in: 'call-to-action', on: ['/'], order: 10 }] },
  ],
});
