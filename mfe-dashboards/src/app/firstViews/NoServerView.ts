/**
 * Thrown by a server view that has nothing better than the page's first view (no session, or the API refused or did
 * not answer in time): the site's server then serves the page as it would without a server view (it knows it by name).
 */
export class NoServerView extends Error {
  override name = 'NoServerView';
}
