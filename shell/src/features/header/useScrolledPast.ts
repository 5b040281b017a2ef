import { useEffect, useState } from 'react';

export const HEADER_SCROLL_THRESHOLD = 10;

/** True once the page has scrolled more than `threshold` px (SPEC §9: the header changes style past 10 px). */
export function useScrolledPast(threshold = HEADER_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
