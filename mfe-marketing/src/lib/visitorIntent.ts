/**
 * Nothing below the home hero loads on the first view (issue 9: `/` has ≈ 30 KB of script for what is above the
 * fold). Sections start to load once the visitor shows they are going past the hero: a scroll, a wheel or touch
 * gesture, a key press or a pointer press, or a page that opens already scrolled (back navigation, an anchor).
 * From then on each section loads when it comes within a viewport of the screen.
 */
type Listener = () => void;

let moved = false;
const listeners = new Set<Listener>();
const EVENTS = ['scroll', 'wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

function onIntent() {
  if (moved) return;
  moved = true;
  for (const event of EVENTS) window.removeEventListener(event, onIntent, true);
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

let installed = false;
function install() {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  for (const event of EVENTS) window.addEventListener(event, onIntent, { capture: true, passive: true });
  // On the next frame, when the page is laid out anyway (reading the scroll position now would force it at once).
  requestAnimationFrame(() => {
    if (window.scrollY > 0) onIntent();
  });
}

/** Calls `listener` once the visitor has moved past the first view (at once if they already have). Effects only. */
export function whenVisitorMoves(listener: Listener): () => void {
  install();
  if (moved) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: back to a fresh page. */
export function resetVisitorIntent(): void {
  moved = false;
  installed = false;
  listeners.clear();
  if (typeof window !== 'undefined') for (const event of EVENTS) window.removeEventListener(event, onIntent, true);
}
