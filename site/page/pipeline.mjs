// A page of the site, made per request (ADR 0006): each step in turn reads the request and what the steps before it
// found, and adds to the answer: its status and headers, tags in its head, markup before the app's root, and the
// handshake the page reads. A step may end the page early (`page.done`), with a status of its own.
import { HANDSHAKE_ID } from '@wellness/shared/site-protocol';
import { attr, escapeHtml, jsonScript } from './html.mjs';
import { holdScriptPreloads } from './holdPreloads.mjs';

/**
 * The types of a page and its steps are in ./pipeline.d.mts.
 * @typedef {import('./pipeline.mjs').Page} Page
 * @typedef {import('./pipeline.mjs').PageRequest} PageRequest
 * @typedef {import('./pipeline.mjs').PageStep} PageStep
 */

/**
 * Runs the steps for one request.
 * @param {PageRequest} request
 * @param {PageStep[]} steps
 * @returns {Promise<Page>}
 */
export async function makePage(request, steps) {
  /** @type {Page} */
  const page = {
    request, status: 200, headers: {}, headFirst: [], head: [], beforeRoot: [], handshake: { started: {}, session: {}, navigation: {}, data: {} },
    area: null, navigation: {}, build: null, firstCalls: [], private: false, view: null, done: false, title: null, description: null, locale: 'en', canonical: null,
  };
  for (const step of steps) {
    await step(page);
    if (page.done) break;
  }
  return page;
}

/**
 * The page's HTML, from the shell's index.html: its own title and description when it has them, `headFirst` before its own links (the first of which is its icon),
 * `head` at the end of its head, the first view and the handshake before its root; with a first view, the scripts'
 * preloads held until that view has painted (unless the page's content waits for its session calls).
 * @param {string} template
 * @param {Page} page
 * @returns {string}
 */
export function pageHtml(template, page) {
  const first = page.headFirst.join('');
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${page.locale}"`);
  // Every insertion is a replacer function, never a replacement string: in a string, `$'`, `$&`, `` $` `` and `$1` in
  // a visitor's search or a program's name would be expanded into parts of the page.
  // A page that says what it is (its server view) replaces the shell's generic title and description.
  if (page.title !== null) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
  if (page.description !== null) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${attr(page.description)}">`);
  html = html.replace(template.includes('<link') ? '<link' : '</head>', (tag) => `${first}${tag}`).replace('</head>', () => `${page.head.join('')}</head>`);
  // Before the root, not in it: React never touches the view, which stays on screen as it was first painted.
  html = html.replace('<div id="root"></div>', () => `${page.beforeRoot.join('')}${jsonScript(HANDSHAKE_ID, page.handshake)}<div id="root"></div>`);
  // A page whose content waits for calls made with the visitor's session (the handshake's `session`): its first view is
  // only a frame around a loading state, and what the visitor came for needs the app, so its scripts load at once,
  // beside the view's styles, instead of after the frame has painted.
  const waitsForSession = Object.keys(page.handshake.session).length > 0;
  return page.view === null || waitsForSession ? html : holdScriptPreloads(html);
}
