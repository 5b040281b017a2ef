import { ExplorePage } from '../features/explore/ExplorePage';
import { DetailsHeroLoading, DetailsLoading } from '../features/program-details/ProgramDetailsPage';

/**
 * The first views this area prerenders at build time (federation/build.ts): the site's server puts them in the page
 * before any script runs. Only views that need no data of the visitor or of the API: a program's details paint their
 * loading view (the page's frame and skeletons) until the program, started with the page (`firstData`), arrives.
 */
export const firstPaint = {
  '/explore': () => <ExplorePage />,
  '/program-details': () => <DetailsLoading />,
};

/**
 * The API calls a page makes first, started by the site's server with the page (a preload the page's own request then
 * takes), not after this area's code has loaded: for the details page, its program (`/program-details/:slug` or
 * `?slug=`), whose hero is the page's largest paint; for explore, its categories, which it mounts with.
 */
export const firstData = {
  '/explore': ['/program-categories'],
  '/program-details': ['/api/programs/by-slug/{slug}'],
};

/**
 * First views the site's server completes with the answer of the page's first call: each `{{field}}` stands for that
 * string field of the answer's `data`, HTML-escaped. When the call fails or a field is not a string, the server
 * serves the `firstPaint` view instead. The details page thus paints its program's hero and picture from the HTML.
 */
export const firstDataPaint = {
  '/program-details': () => <DetailsHeroLoading program={{ name: '{{name}}', location: '{{location}}', description: '{{description}}', image: '{{image}}' }} />,
};
