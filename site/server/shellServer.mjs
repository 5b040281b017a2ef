import { makePage, pageHtml } from '../page/pipeline.mjs';
import { remoteFiles } from '../page/remoteFiles.mjs';
import { shellChrome } from '../page/shellChrome.mjs';
import { PAGE_STEPS } from '../page/steps.mjs';
import { createStaticServer } from './staticFiles.mjs';

/** Path prefixes the site passes on to the API: uploaded images, robots.txt, the sitemap index and its files. */
export const API_PATHS = ['/uploads/', '/robots.txt', '/sitemap.xml', '/sitemaps/'];

/**
 * The shell's server: its build, the live /config.json at /config.json, the API's uploads, robots.txt and sitemaps
 * under the site's own origin, and every page made per request from the live config (../page/steps.mjs): the current area's hints, its first view
 * inside the shell's header and footer, the handshake, the security headers.
 * @param {{
 *   root: string,
 *   nodeBuild?: string,
 *   liveConfig: { path: string, read: () => import('@wellness/shared/contract').RuntimeConfig },
 *   steps?: import('../page/pipeline.mjs').PageStep[],
 * }} options `root`: the shell's build; `nodeBuild`: the shell's Node build, which renders its header and footer
 */
export function createShellServer({ root, nodeBuild, liveConfig, steps = PAGE_STEPS }) {
  liveConfig.read();
  const chrome = nodeBuild ? shellChrome(nodeBuild, () => liveConfig.read().apiBaseUrl) : undefined;
  const files = remoteFiles();
  return createStaticServer({
    root,
    spa: true,
    files: { '/config.json': liveConfig.path },
    // The API's uploads, robots.txt and sitemaps, served on the site's own origin (crawlers look for them there).
    proxies: Object.fromEntries(API_PATHS.map((prefix) => [prefix, () => liveConfig.read().apiBaseUrl])),
    page: async (url, template, headers) => {
      const page = await makePage({ url, headers, config: liveConfig.read(), chrome, files }, steps);
      return { status: page.status, headers: page.headers, html: pageHtml(template, page) };
    },
  });
}
