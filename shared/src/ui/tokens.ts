/** Breakpoints shared by CSS (see global.css) and script. Mobile is "width ≤ 768 px". */
export const MOBILE_BREAKPOINT = 768;
export const TABLET_BREAKPOINT = 1024;
export const DESKTOP_BREAKPOINT = 1280;

export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Horizontal scroller step: 280 px at widths ≤ 768, else 350 px. */
export const SCROLL_STEP_MOBILE = 280;
export const SCROLL_STEP_DESKTOP = 350;

export function scrollStepFor(viewportWidth: number): number {
  return viewportWidth <= MOBILE_BREAKPOINT ? SCROLL_STEP_MOBILE : SCROLL_STEP_DESKTOP;
}
