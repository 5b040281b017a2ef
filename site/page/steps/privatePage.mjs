import { ownsPath } from '@wellness/shared/site-protocol';

/**
 * A page only some roles may open (a remote's guards: the dashboards) is kept out of search engines: robots.txt keeps
 * crawlers from fetching it, and `noindex` (header and meta) keeps its address out of the index when it is linked from
 * elsewhere, which a Disallow alone does not. Marked `private` for the steps after it (its first calls need the session),
 * and never stored by a cache.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function privatePage(page) {
  const { pathname } = page.request.url;
  const guarded = Object.values(page.navigation ?? {}).some((declaration) => declaration?.guards?.some((guard) => ownsPath(guard.path, pathname)));
  if (!guarded) return;
  page.private = true;
  page.headers['x-robots-tag'] = 'noindex';
  // Its HTML may hold the visitor's own data (a server view with their session, ADR 0018): no cache keeps it.
  page.headers['Cache-Control'] = 'private, no-store';
  page.head.push('<meta name="robots" content="noindex">');
}
