// The dashboards' visitor as the app keeps a session: its entries in localStorage, and the cookie the contract's
// session writes beside them, which the site's server reads to render a private page with the visitor's data (ADR 0018).

/** `SESSION_COOKIE` of the site's protocol (shared/src/contract/site/protocol.mjs). */
const SESSION_COOKIE = 'wellness_session';

/**
 * The session's cookie for a browser context's `addCookies`, or none without a token.
 * @param {Record<string, string>} storage the localStorage entries (`wellness_user`, `wellness_token`)
 * @param {string} url an address of the site
 */
export function sessionCookies(storage, url) {
  const token = storage.wellness_token;
  return token ? [{ name: SESSION_COOKIE, value: encodeURIComponent(token), url: new URL('/', url).href, sameSite: /** @type {const} */ ('Strict') }] : [];
}
