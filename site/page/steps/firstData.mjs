import { firstViewFiles } from '@wellness/shared/site-protocol';
import { preconnect, preload } from '../html.mjs';

/**
 * An API call with its `{name}`s filled from the query or the rest of the path; null when one stays unknown.
 * @param {string} template e.g. `/api/programs/by-slug/{slug}`
 * @param {URLSearchParams} query
 * @param {string} rest
 */
function fillCall(template, query, rest) {
  let unknown = false;
  const filled = String(template).replace(/\{(\w+)\}/g, (_, name) => {
    const value = query.get(name)?.trim() || rest;
    if (!value) unknown = true;
    return encodeURIComponent(value);
  });
  return unknown || !filled.startsWith('/') ? null : filled;
}

/**
 * The API calls the remote says the page makes first (`first-view/<chunk>.data.json`), started with the page (a
 * preload each) and named in the handshake, where the page takes their answers instead of asking again. A private
 * page's calls need the visitor's session, which only the browser has: they are named in the handshake's `session`,
 * and the shell's entry starts them with it, before the app's scripts have loaded; the API's connection is opened with
 * the page instead (a preconnect: the handshake, and TLS in production, no longer wait for the entry's script), for
 * those calls made without credentials, as the preconnect is (`crossorigin="anonymous"`).
 * @type {import('../pipeline.mjs').PageStep}
 */
export async function startFirstData(page) {
  const { build } = page;
  const { apiBaseUrl } = page.request.config;
  // A page rendered by its server view holds its data already (the handshake's `data`).
  if (!build?.chunk || !apiBaseUrl || page.view) return;
  const calls = await page.request.files.read(build.url(firstViewFiles(build.chunk).calls), (r) => r.json());
  const query = new URLSearchParams(page.request.url.search);
  for (const call of Array.isArray(calls) ? calls : []) {
    const path = fillCall(call, query, build.rest);
    const href = path && `${apiBaseUrl.replace(/\/$/, '')}${path}`;
    page.firstCalls.push(href ?? '');
    if (!path || !href) continue;
    if (page.private) {
      if (!Object.keys(page.handshake.session).length) page.head.push(preconnect(href));
      page.handshake.session[path] = href;
      continue;
    }
    page.head.push(preload(href, 'fetch', true));
    page.handshake.started[path] = href;
  }
}
