// Serve-time hints for the first paint: from /config.json and the current area's mf-manifest.json, the <link> tags
// that let the browser fetch the config, the remote's manifest, entry, area module and the page's own chunk beside
// the shell's files, instead of one after the other (issue 9: no waterfall before the LCP).
import { areaForPath, pageChunkNames } from './sites.mjs';

const MANIFEST_TTL_MS = 5_000;
const manifests = new Map();

/** A manifest, read at most every few seconds per URL; null when the remote does not answer (no hint, no harm). */
async function manifestOf(url) {
  const cached = manifests.get(url);
  if (cached && cached.expires > Date.now()) return cached.manifest;
  let manifest = null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    if (response.ok) manifest = await response.json();
  } catch {
    // A remote that is down gets no hints; its area shows its own message.
  }
  manifests.set(url, { manifest, expires: Date.now() + MANIFEST_TTL_MS });
  return manifest;
}

const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const preload = (href, as, cors = false) => `<link rel="preload" href="${attr(href)}" as="${as}"${cors ? ' crossorigin="anonymous"' : ''}>`;

/**
 * @param {{ remotes: Record<string, { manifest: string, paths: string[] }> }} config the site's /config.json
 * @param {string} pathname the requested page
 * @param {{ extra?: (area: string | null, pathname: string) => string[] }} [options]
 * @returns {Promise<string>} the tags to put in <head>
 */
export async function firstPaintHints(config, pathname) {
  const tags = [preload('/config.json', 'fetch', true)];
  const area = areaForPath(config.remotes, pathname);
  if (!area) return tags.join('');
  const manifestUrl = config.remotes[area].manifest;
  tags.push(`<link rel="preconnect" href="${attr(new URL(manifestUrl).origin)}" crossorigin="anonymous">`, preload(manifestUrl, 'fetch', true));
  const manifest = await manifestOf(manifestUrl);
  if (!manifest?.metaData?.remoteEntry) return tags.join('');
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const url = (file) => new URL(file, base).href;
  tags.push(preload(url([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')), 'script'));
  const exposed = manifest.exposes?.find((e) => e.path === './Area');
  if (exposed) {
    for (const file of exposed.assets.css.sync) tags.push(preload(url(file), 'style'));
    for (const file of exposed.assets.js.sync) tags.push(preload(url(file), 'script'));
    // The page's own chunk, when the remote names it after its path (route-index, route-program-details…).
    const names = pageChunkNames(pathname);
    const page = (files) => names.map((n) => files.filter((f) => f.startsWith(`${n}.`))).find((found) => found.length) ?? [];
    for (const file of page(exposed.assets.css.async)) tags.push(preload(url(file), 'style'));
    for (const file of page(exposed.assets.js.async)) tags.push(preload(url(file), 'script'));
  }
  return tags.join('');
}
