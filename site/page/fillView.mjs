import { escapeHtml } from './html.mjs';

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
    return typeof value === 'string' ? escapeHtml(value) : '';
  });
  return complete ? filled : null;
}
