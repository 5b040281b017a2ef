import { PRELOADS_AFTER_FIRST_PAINT_ID } from '@wellness/shared/site-protocol';

/**
 * Puts into the head the script preloads the site's server held back while the page's first view painted
 * (`holdScriptPreloads`), so every file the app needs next downloads at once rather than one after the other.
 */
export function releaseHeldPreloads(): void {
  const held = document.getElementById(PRELOADS_AFTER_FIRST_PAINT_ID);
  if (!(held instanceof HTMLTemplateElement)) return;
  document.head.append(held.content);
  held.remove();
}
