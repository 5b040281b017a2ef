import { useLayoutEffect } from 'react';
import { FIRST_VIEW_HEADER_CLASS, FIRST_VIEW_ID } from '@wellness/shared/site-protocol';

/**
 * Rendered after the real header: when it commits, the prerendered one goes before the browser paints, so the page
 * never shows two. The rest of the first view stays until the area renders.
 */
export function FirstViewHeaderEnd() {
  useLayoutEffect(() => {
    document.querySelector(`#${FIRST_VIEW_ID} > .${FIRST_VIEW_HEADER_CLASS}`)?.remove();
  }, []);
  return null;
}
