/**
 * Thrown by a server view that has nothing better than the page's first view (the API did not answer in time, or the
 * page only redirects in the browser): the site's server then serves the page as it would without a server view.
 */
export class NoServerView extends Error {
  override name = 'NoServerView';
}
