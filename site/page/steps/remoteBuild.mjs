import { pageChunkNames } from '@wellness/shared/site-protocol';
import { preconnect, preload } from '../html.mjs';

/**
 * The release of the area's remote: its manifest, then its entry, area module and the page's own chunk (which the
 * remote names after the page's path: route-index, route-program-details…), started with the page instead of one
 * after the other once the shell runs (no waterfall before the page can paint).
 * @type {import('../pipeline.mjs').PageStep}
 */
export async function readRemoteBuild(page) {
  if (!page.area) return;
  const manifestUrl = page.request.config.remotes[/** @type {import('@wellness/shared/contract').RemoteName} */ (page.area)].manifest;
  page.head.push(preconnect(manifestUrl), preload(manifestUrl, 'fetch', true));
  /** @type {{ metaData?: { publicPath?: string, remoteEntry?: { name: string, path?: string } }, exposes?: { path: string, assets: import('../pipeline.mjs').RemoteBuild['area']['assets'] }[] } | null} */
  const manifest = await page.request.files.read(manifestUrl, (r) => r.json());
  if (!manifest?.metaData?.remoteEntry) return;
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  /** @param {string} file */
  const url = (file) => new URL(file, base).href;
  page.head.push(preload(url([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')), 'script'));
  const area = manifest.exposes?.find((e) => e.path === './Area');
  if (!area) return;
  const { pathname } = page.request.url;
  const names = pageChunkNames(pathname);
  const index = names.findIndex((n) => area.assets.js.async.some((f) => f.startsWith(`${n}.`)));
  page.build = {
    manifestUrl,
    url,
    area,
    chunk: names[index],
    rest: decodeURIComponent(pathname.split('/').filter(Boolean).slice(names.length - index).join('/')),
  };
}
