import { areaForPath } from '@wellness/shared/site-protocol';

/**
 * The remote whose area owns the path: by the paths the live config gives each remote, then by the top-level paths
 * each live remote publishes (its navigation declaration). A path no area owns still gets the shell's page, which
 * sends the visitor home.
 * @type {import('../pipeline.mjs').PageStep}
 */
export function findArea(page) {
  page.area = areaForPath(page.request.config.remotes, page.request.url.pathname, page.navigation);
}
