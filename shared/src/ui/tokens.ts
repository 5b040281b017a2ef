/** Breakpoints shared by CSS (see global.css) and script. Mobile is "width ≤ 768 px". */
const MOBILE_BREAKPOINT = 768;

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Horizontal scroller step: 280 px at widths ≤ 768, else 350 px. */
const SCROLL_STEP_MOBILE = 280;
const SCROLL_STEP_DESKTOP = 350;

export function scrollStepFor(viewportWidth: number): number {
  return viewportWidth <= MOBILE_BREAKPOINT ? SCROLL_STEP_MOBILE : SCROLL_STEP_DESKTOP;
}
