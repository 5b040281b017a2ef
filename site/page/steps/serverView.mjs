import { localizePath, SESSION_COOKIE } from '@wellness/shared/site-protocol';
import { headTags, siteOrigin } from '../pageHead.mjs';
import { serverViewFor } from '../serverBundle.mjs';

/**
 * How long the API may take for one call of a server view; a view that gets no answer in time renders without it.
 * Waiting here costs less than giving up: without the data the page shows its loading state and the browser asks the
 * same API again after its scripts load, and a crawler gets no content. 400 ms gave up on a busy machine (a program's
 * first, uncached read beside other work) and served pages without their canonical.
 */
const SERVER_API_TIMEOUT_MS = 1_000;
/** How long a whole server view may take before the page is served with its first view instead. */
const SERVER_VIEW_TIMEOUT_MS = 2_000;

/**
 * The visitor's session token, from the session's cookie (ADR 0018); null without one.
 * @param {Record<string, string | string[] | undefined> | undefined} headers
 */
export function sessionToken(headers) {
  const cookie = headers?.cookie;
  const value = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;\\s]+)`).exec(Array.isArray(cookie) ? cookie.join(';') : (cookie ?? ''))?.[1];
  if (!value) return null;
  try {
    const token = decodeURIComponent(value);
    // A JWT's three base64url parts, nothing else: anything else is not sent on.
    return /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

/**
 * GETs an API path: the answer's status and `data`, status 0 when it does not answer in time. Each answer that
 * succeeded is kept for the handshake. Without the visitor's credentials (public data only), unless `token` is given:
 * a private page's view, asked with the visitor's own session in the page's language, as its client asks.
 * @param {string} apiBaseUrl @param {Record<string, unknown>} used @param {{ token: string, locale: string } | null} [session]
 * @returns {(path: string) => Promise<import('@wellness/shared/contract').ServerApiAnswer>}
 */
function apiFor(apiBaseUrl, used, session = null) {
  /** @type {Record<string, string>} */
  const headers = { accept: 'application/json', ...(session ? { authorization: `Bearer ${session.token}`, 'accept-language': session.locale } : {}) };
  return async (path) => {
    if (typeof path !== 'string' || !path.startsWith('/')) return { status: 0, data: null };
    try {
      const response = await fetch(`${apiBaseUrl.replace(/\/$/, '')}${path}`, { signal: AbortSignal.timeout(SERVER_API_TIMEOUT_MS), headers });
      const body = await response.json().catch(() => null);
      const data = body && typeof body === 'object' && 'data' in body ? body.data : null;
      if (response.ok && data !== null) used[path] = data;
      return { status: response.status, data };
    } catch (error) {
      // Said, so that a page served without its data on a slow day is seen in the logs.
      if (/** @type {{ name?: unknown } | null} */ (error)?.name === 'TimeoutError') console.warn(`[site] the API did not answer ${path} within ${SERVER_API_TIMEOUT_MS} ms; its server view goes without it`);
      return { status: 0, data: null };
    }
  };
}

/**
 * A page rendered per request by its remote (ADR 0010), when the remote publishes a server view for it: its
 * content as HTML (the view, placed like a first view), its head (title, description, canonical, Open Graph, Twitter,
 * robots, JSON-LD), its status, or a redirect; the API answers it used go to the handshake, so the page asks for
 * nothing the HTML holds. Without a view, or when the view fails or takes too long, the page goes on to its first view.
 * A private page (`page.private`: a remote guards it) is rendered only for a visitor who sent the session's cookie,
 * its calls made with that session (ADR 0018); a public page's never carry it.
 * @type {import('../pipeline.mjs').PageStep}
 */
export async function renderServerView(page) {
  const { build } = page;
  const { config, url } = page.request;
  if (!build?.chunk || !config.apiBaseUrl) return;
  const token = page.private ? sessionToken(page.request.headers) : null;
  // A private page without the visitor's session holds nothing of theirs: its first view.
  if (page.private && !token) return;
  /** @type {Record<string, unknown>} */
  const used = {};
  const origin = siteOrigin(config);
  let timer;
  try {
    const found = await serverViewFor(page.request.files, build.url, build.chunk);
    if (!found) return;
    const request = {
      route: found.route, rest: build.rest, query: new URLSearchParams(url.search), origin,
      path: `${url.pathname}${url.search}`, apiBaseUrl: config.apiBaseUrl, api: apiFor(config.apiBaseUrl, used, token ? { token, locale: page.locale } : null), locale: page.locale,
      signedIn: Boolean(token),
    };
    const late = new Promise((resolve) => (timer = setTimeout(resolve, SERVER_VIEW_TIMEOUT_MS, null)));
    const outcome = await Promise.race([found.bundle.renderServerView(request), late]);
    if (!outcome) return;
    if (outcome.kind === 'redirect') {
      page.status = 301;
      // Only to a path of this site.
      page.headers.Location = localizePath(/^\/(?!\/)/.test(outcome.location) ? outcome.location : '/', page.locale);
      page.done = true;
      return;
    }
    page.status = outcome.status;
    page.title = outcome.head.title;
    page.description = outcome.head.description;
    page.canonical = outcome.head.canonical;
    page.head.push(...headTags({ ...outcome.head, canonical: localizePath(outcome.head.canonical, page.locale) }, origin, page.locale));
    page.view = outcome.html;
    page.handshake.data = used;
  } catch (error) {
    // A view that declines (`NoServerView`: no answer from the API in time, a page that only redirects in the browser)
    // is no failure.
    if (/** @type {{ name?: unknown } | null} */ (error)?.name !== 'NoServerView') console.error(`[site] the server view of ${url.pathname} failed; serving its first view:`, error);
  } finally {
    clearTimeout(timer);
  }
}
