// Markup the site's server writes into a page: escaped values, and the tags of its head.

/** @param {unknown} value a value for an attribute in double quotes */
export const attr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** @param {string} value text or an attribute value, escaped for both */
export const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** @param {string} href @param {string} as @param {boolean} [cors] */
export const preload = (href, as, cors = false) => `<link rel="preload" href="${attr(href)}" as="${as}"${cors ? ' crossorigin="anonymous"' : ''}>`;

/**
 * Opens the connection to the origin of `url` with the page, for requests made without credentials (CORS, anonymous).
 * @param {string} url
 */
export const preconnect = (url) => `<link rel="preconnect" href="${attr(new URL(url).origin)}" crossorigin="anonymous">`;

/** @param {string} href */
export const stylesheet = (href) => `<link rel="stylesheet" href="${attr(href)}">`;

/**
 * A JSON data block the page reads (never runs): `<` written as `\u003c`, so no value can close the script element.
 * @param {string} id @param {unknown} value
 */
export const jsonScript = (id, value) => `<script type="application/json" id="${attr(id)}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
