// Serve-time hints for the first paint: from /config.json and the current area's mf-manifest.json, the <link> tags
// that let the browser fetch the config, the remote's manifest, entry, area module and the page's own chunk beside
// the shell's files, instead of one after the other (issue 9: no waterfall before the LCP).
import { PRELOADS_AFTER_FIRST_PAINT_ID } from './first-paint-ids.mjs';
import { areaForPath, FIRST_PAINT_HEADER_CLASS, HEADER_ELSEWHERE, pageChunkNames, runsUnderHeader } from './sites.mjs';

const TTL_MS = 5_000;
const cache = new Map();

/** A file of a remote, read at most every few seconds per URL; null when it does not answer (no hint, no harm). */
async function remoteFile(url, parse) {
  const cached = cache.get(url);
  if (cached && cached.expires > Date.now()) return cached.value;
  let value = null;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    if (response.ok) value = await parse(response);
  } catch {
    // A remote that is down gets no hints; its area shows its own message.
  }
  cache.set(url, { value, expires: Date.now() + TTL_MS });
  return value;
}

const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const preload = (href, as, cors = false) => `<link rel="preload" href="${attr(href)}" as="${as}"${cors ? ' crossorigin="anonymous"' : ''}>`;

const stylesheet = (href) => `<link rel="stylesheet" href="${attr(href)}">`;

/** How long a page waits for the API's answer to its first call before it is served with its loading view instead. */
const DATA_TIMEOUT_MS = 400;

const html = (value) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * A first view completed with data (`<chunk>.filled.html`): each `{{field}}` replaced by that string field of `data`,
 * escaped for text and attributes alike. Null when a field is missing or not a string, or when one that stands for an
 * address (`src="{{…}}"`, `href="{{…}}"`) is neither a path of the site nor an http(s) address.
 * @param {string} template
 * @param {unknown} data
 * @returns {string | null}
 */
export function fillView(template, data) {
  const record = data && typeof data === 'object' ? /** @type {Record<string, unknown>} */ (data) : {};
  let complete = true;
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_, field, offset) => {
    const value = record[field];
    const address = /(?:src|href)="$/.test(template.slice(Math.max(0, offset - 6), offset));
    if (typeof value !== 'string' || (address && !/^(?:\/(?![/\\])|https?:\/\/)/.test(value))) complete = false;
    return typeof value === 'string' ? html(value) : '';
  });
  return complete ? filled : null;
}

/** The `data` of the API's answer at `href`, or null: no answer in time, an error, or not JSON. */
async function apiData(href) {
  try {
    const response = await fetch(href, { signal: AbortSignal.timeout(DATA_TIMEOUT_MS), headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json())?.data ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * An API call with its `{name}`s filled from the query or the rest of the path, or null when one stays unknown.
 * @param {string} apiBaseUrl
 * @param {string} template e.g. `/api/programs/by-slug/{slug}`
 * @param {URLSearchParams} query
 * @param {string} rest
 */
function apiCall(apiBaseUrl, template, query, rest) {
  let unknown = false;
  const filled = String(template).replace(/\{(\w+)\}/g, (_, name) => {
    const value = query.get(name)?.trim() || rest;
    if (!value) unknown = true;
    return encodeURIComponent(value);
  });
  return unknown || !filled.startsWith('/') ? null : `${apiBaseUrl.replace(/\/$/, '')}${filled}`;
}

/**
 * The preload React writes in a view for its image marked `fetchPriority="high"`, its largest paint. The site's server
 * moves it to the top of the head: in the view, the browser found it after the preloads of every script, which only
 * run once the view has painted, and over HTTP/1.1 it then waited for one of the origin's six connections.
 */
const VIEW_IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\sfetchPriority="high"[^>]*>/g;

/**
 * What the page at `pathname` needs in its HTML: in <head>, the hints that fetch the config, the area's manifest,
 * entry, module and page chunk beside the shell's files; in <body>, before the app's root, the page's prerendered
 * first view (`#first-paint`) when its remote published one (`first-paint/<route chunk name>.html`), with its styles
 * linked so it paints at once, inside the shell's header and footer when it gives them.
 * The head also starts the API calls the remote says the page makes first (`first-paint/<chunk>.data.json`).
 * @param {{ apiBaseUrl?: string, remotes: Record<string, { manifest: string, paths: string[], footer?: boolean }> }} config the site's /config.json
 * @param {string} pathname the requested page
 * @param {string} [search] its query string
 * @param {{ header: Record<string, string>, footer: string } | null} [chrome] the shell's prerendered header (by the
 *   path it is shown on, `HEADER_ELSEWHERE` for any other) and footer (`first-paint/chrome.json`), put around the view
 * @returns {Promise<{ head: string, first: string, body: string | null }>} `first`: the tags that go before the page's
 *   own (the view's largest image)
 */
export async function firstPaintHints(config, pathname, search = '', chrome = null) {
  const tags = [preload('/config.json', 'fetch', true)];
  const done = (body = null, first = '') => ({ head: tags.join(''), first, body });
  const area = areaForPath(config.remotes, pathname);
  if (!area) return done();
  const manifestUrl = config.remotes[area].manifest;
  tags.push(`<link rel="preconnect" href="${attr(new URL(manifestUrl).origin)}" crossorigin="anonymous">`, preload(manifestUrl, 'fetch', true));
  const manifest = await remoteFile(manifestUrl, (r) => r.json());
  if (!manifest?.metaData?.remoteEntry) return done();
  const { publicPath, remoteEntry } = manifest.metaData;
  const base = !publicPath || publicPath === 'auto' ? new URL('.', manifestUrl).href : publicPath;
  const url = (file) => new URL(file, base).href;
  tags.push(preload(url([remoteEntry.path, remoteEntry.name].filter(Boolean).join('/')), 'script'));
  const exposed = manifest.exposes?.find((e) => e.path === './Area');
  if (!exposed) return done();
  // The page's own chunk, when the remote names it after its path (route-index, route-program-details…).
  const names = pageChunkNames(pathname);
  const chunkIndex = names.findIndex((n) => exposed.assets.js.async.some((f) => f.startsWith(`${n}.`)));
  const chunkName = names[chunkIndex];
  const page = (files) => (chunkName ? files.filter((f) => f.startsWith(`${chunkName}.`)) : []);
  const view = chunkName ? await remoteFile(url(`first-paint/${chunkName}.html`), (r) => r.text()) : null;
  const calls = chunkName && config.apiBaseUrl ? await remoteFile(url(`first-paint/${chunkName}.data.json`), (r) => r.json()) : null;
  // The part of the path below the page's own (`/program-details/<this>`), for a `{name}` no query parameter gives.
  const rest = decodeURIComponent(pathname.split('/').filter(Boolean).slice(names.length - chunkIndex).join('/'));
  const hrefs = (Array.isArray(calls) ? calls : []).map((call) => apiCall(config.apiBaseUrl, call, new URLSearchParams(search), rest));
  tags.push(...hrefs.filter(Boolean).map((href) => preload(href, 'fetch', true)));
  // The view completed with the answer of the page's first call, when the remote made one and the API answers in time.
  const template = hrefs[0] ? await remoteFile(url(`first-paint/${chunkName}.filled.html`), (r) => r.text()) : null;
  const shown = (template && fillView(template, await apiData(hrefs[0]))) || view;
  const styles = [...exposed.assets.css.sync, ...page(exposed.assets.css.async)].map(url);
  tags.push(...styles.map((href) => (shown ? stylesheet(href) : preload(href, 'style'))));
  tags.push(...[...exposed.assets.js.sync, ...page(exposed.assets.js.async)].map((file) => preload(url(file), 'script')));
  if (!shown) return done();
  const images = shown.match(VIEW_IMAGE_PRELOAD) ?? [];
  const withoutImages = shown.replace(VIEW_IMAGE_PRELOAD, '');
  const header = chrome ? `<div class="${FIRST_PAINT_HEADER_CLASS}">${Object.hasOwn(chrome.header, pathname) ? chrome.header[pathname] : chrome.header[HEADER_ELSEWHERE] ?? ''}</div>` : '';
  const footer = chrome && config.remotes[area].footer !== false ? chrome.footer : '';
  return done(`<div id="first-paint" class="first-paint-layout" inert>${header}<main class="first-paint-main" data-under-header="${runsUnderHeader(pathname)}">${withoutImages}</main>${footer}</div>`, images.join(''));
}

const SCRIPT_PRELOAD = /<link rel="preload" href="([^"]*)" as="script">/g;

/**
 * A page served with its first view, with the preloads of the scripts that only run once that view has painted (the
 * shell's libraries, the area's entry, module and page chunk) held in an inert <template> before the app's root, from
 * where the shell puts them into the head at that moment. Before it, the page's styles, fonts and largest image have
 * the connection to themselves: on a slow network the scripts' bytes were competing with them and came first in the
 * largest paint's wait. The scripts the page runs from the start (main.js) keep theirs.
 * @param {string} page the whole HTML of the page
 * @returns {string}
 */
export function holdScriptPreloads(page) {
  const runsAtOnce = new Set([...page.matchAll(/<script[^>]*\ssrc="([^"]*)"/g)].map((m) => m[1]));
  const held = [];
  const rest = page.replace(SCRIPT_PRELOAD, (tag, href) => {
    if (runsAtOnce.has(href)) return tag;
    held.push(tag);
    return '';
  });
  return held.length === 0 ? page : rest.replace('<div id="root">', `<template id="${PRELOADS_AFTER_FIRST_PAINT_ID}">${held.join('')}</template><div id="root">`);
}
