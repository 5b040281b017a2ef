import { ownsPath } from '@wellness/shared/site-protocol';

/**
 * A page only some roles may open (a remote's guards: the dashboards) is kept out of search engines: robots.txt keeps
 * crawlers from fetching it, and `noindex` (header and meta) keeps its address out of the index when it is linked from
 * elsewhere, which a Disallow alone does not. Marked `private` for the steps after it (its first calls need the session).
 * @type {import('../pipeline.mjs').PageStep}
 */
export function privatePage(page) {
  const { pathname } = page.request.url;
  const guarded = Object.values(page.navigation ?? {}).some((declaration) => declaration?.guards?.some((guard) => ownsPath(guard.path, pathname)));
  if (!guarded) return;
  page.private = true;
  page.headers['x-robots-tag'] = 'noindex';
  page.head.push('<meta name="robots" content="noindex">');
}
