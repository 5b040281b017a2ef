import type { ExploreState, PageEntry, PageRoute } from '@wellness/shared/contract';
import { route } from '@wellness/shared/routes';

/** Explore on one of its tabs, asking the API again (the header's and footer's links to it). */
const exploreOn = (initialTab: NonNullable<ExploreState['initialTab']>): ExploreState => ({ initialTab, forceReload: true });

/** Of the two entries to /explore, the current one is that of the tab the page shows (Our Program unless told). */
const byTab = { field: 'initialTab', fallback: 'programs' };

const exploreMenu: PageEntry[] = [
  { id: 'destinations', label: 'Destinations', labels: { es: 'Destinos', fr: 'Destinations' }, state: exploreOn('destinations'), currentBy: byTab, show: [{ in: 'header', order: 20 }, { in: 'footer', column: 'explore', order: 10 }] },
  { id: 'programs', label: 'Wellness Programs', labels: { es: 'Programas de bienestar', fr: 'Programmes bien-être' }, state: exploreOn('programs'), currentBy: byTab, show: [{ in: 'header', order: 30 }, { in: 'footer', column: 'explore', order: 20 }] },
];

/**
 * Every page of the catalog, once (ADR 0012): explore, the programs lists, a program's details (by its slug in the
 * path, `?slug=` or the spec's navigation state), a provider's page and the search. The area builds its routes and
 * its `prepare` from this table, navigation.ts its menu entries and top-level paths, prerender.ts what the site's
 * server renders (each page's server view, with its first view as the fallback, and the calls it makes first), and
 * the build names each page's chunk after its path (`route-program-details`). Write each row as these are:
 * site/build/routeTable.cjs reads them.
 */
export const ROUTES: readonly PageRoute[] = [
  route('/explore', () => import('../features/explore/ExplorePage'), { menu: exploreMenu, firstData: ['/program-categories'], server: () => import('./serverViews/exploreView') }),
  route('/programs', () => import('../features/programs/ProgramsPage'), { server: () => import('./serverViews/programsView') }),
  route('/program-details', () => import('../features/program-details/ProgramDetailsPage'), { firstData: ['/api/programs/by-slug/{slug}'], server: () => import('./serverViews/programDetailsView') }),
  route('/program-details/:slug', () => import('../features/program-details/ProgramDetailsPage')),
  route('/providers/:slug', () => import('../features/providers/ProviderPage'), { server: () => import('./serverViews/providerView') }),
  route('/search', () => import('../features/search/SearchPage'), { menu: [{ id: 'search', label: 'Search', labels: { es: 'Buscar', fr: 'Rechercher' }, show: [{ in: 'header', order: 35 }] }], server: () => import('./serverViews/searchView') }),
];
