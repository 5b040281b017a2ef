import { useLayoutEffect } from 'react';
import { FIRST_PAINT_HEADER_CLASS } from '@wellness/federation/sites';

/**
 * Rendered after the real header: when it commits, the prerendered one goes before the browser paints, so the page
 * never shows two. The rest of the first view stays until the area renders.
 */
export function FirstPaintHeaderEnd() {
  useLayoutEffect(() => {
    document.querySelector(`#first-paint > .${FIRST_PAINT_HEADER_CLASS}`)?.remove();
  }, []);
  return null;
}
