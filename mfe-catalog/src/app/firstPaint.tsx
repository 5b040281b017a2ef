import { ExplorePage } from '../features/explore/ExplorePage';

/**
 * The first views this area prerenders at build time (federation/build.ts): the site's server puts them in the page
 * before any script runs. Only views that need no data of the visitor or of the API.
 */
export const firstPaint = {
  '/explore': () => <ExplorePage />,
};
