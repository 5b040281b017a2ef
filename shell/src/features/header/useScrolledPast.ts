import { useEffect, useState } from 'react';

const HEADER_SCROLL_THRESHOLD = 10;

/** True once the page has scrolled more than `threshold` px (the header changes style past 10 px). */
export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  // Not read here: reading the scroll position while React renders makes the browser work out the style of the page in
  // that task. The prerendered header is unscrolled too, and the next frame corrects both.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    // Read on the next frame, when the browser lays the page out anyway: read here, the scroll position would make it
    // lay out the page React just committed within this task, one long task instead of two.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
