import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far ahead of the viewport a below-the-fold part starts loading. */
const NEAR_MARGIN = '600px 0px';

/**
 * Renders `children` (typically a lazy component: its own chunk) only once this spot comes within `rootMargin` of the
 * viewport, so code and data below the fold stay off the first view (the byte budget of the first paint). Until then, and while it loads, the
 * `placeholder` holds the same room, so nothing moves. Without IntersectionObserver it renders at once.
 */
export function LazyWhenNear({ children, placeholder, rootMargin = NEAR_MARGIN }: { children: ReactNode; placeholder: ReactNode; rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return <div ref={ref}>{near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
