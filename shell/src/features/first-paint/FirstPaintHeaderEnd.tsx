import { useLayoutEffect } from 'react';

/** Where the site's server puts its prerendered header in a first view (federation/hints.mjs). */
export const FIRST_PAINT_HEADER = '#first-paint > .first-paint-header';

/**
 * Rendered after the real header: when it commits, the prerendered one goes before the browser paints, so the page
 * never shows two. The rest of the first view stays until the area renders.
 */
export function FirstPaintHeaderEnd() {
  useLayoutEffect(() => {
    document.querySelector(FIRST_PAINT_HEADER)?.remove();
  }, []);
  return null;
}
