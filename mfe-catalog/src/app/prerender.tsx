import type { PrerenderModule } from '@wellness/shared/contract';
import { ExplorePage } from '../features/explore/ExplorePage';
import { DetailsHeroLoading, DetailsLoading } from '../features/program-details/ProgramDetailsPage';
import { exploreView } from './serverViews/exploreView';
import { programDetailsView } from './serverViews/programDetailsView';
import { programsView } from './serverViews/programsView';
import { providerView } from './serverViews/providerView';
import { searchView } from './serverViews/searchView';

/**
 * What this remote prerenders at build time for the site's server (ADR 0006).
 * - First views: only views that need no data of the visitor or of the API; a program's details paint their loading
 *   view (the page's frame and skeletons) until the program, started with the page, arrives.
 * - First data: the calls a page makes first, started by the server with the page (the page takes their answers),
 *   not after this area's code has loaded: for the details page, its program (`/program-details/:slug` or `?slug=`),
 *   whose hero is the page's largest paint; for explore, its categories, which it mounts with.
 * - Filled views: the details page's hero, completed by the server with the program's fields (`{{field}}`), so its
 *   title and picture paint from the HTML. Without an answer the server serves the loading view.
 * - Server views (ADR 0010): the public pages rendered per request with the API's data, their head, JSON-LD and
 *   status; the views above stay their fallback. A new public page is one entry here (its route → its view).
 */
export const prerender: PrerenderModule = {
  firstViews: {
    '/explore': () => <ExplorePage />,
    '/program-details': () => <DetailsLoading />,
  },
  firstData: {
    '/explore': ['/program-categories'],
    '/program-details': ['/api/programs/by-slug/{slug}'],
  },
  filledViews: {
    '/program-details': () => <DetailsHeroLoading program={{ name: '{{name}}', location: '{{location}}', description: '{{description}}', image: '{{image}}' }} />,
  },
  serverViews: {
    '/explore': exploreView,
    '/programs': programsView,
    '/program-details': programDetailsView,
    '/providers': providerView,
    '/search': searchView,
  },
};
