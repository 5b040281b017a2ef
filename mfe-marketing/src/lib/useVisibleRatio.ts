import { useEffect, useState, type RefObject } from 'react';

/** Whether more than `threshold` of the element is on screen (IntersectionObserver); false until it reports. */
export function useMostlyVisible(ref: RefObject<Element | null>, threshold: number): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setVisible(entry.isIntersecting && entry.intersectionRatio >= threshold);
      },
      { threshold: [0, threshold, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, threshold]);
  return visible;
}
