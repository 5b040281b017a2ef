import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { prefersReducedMotion } from '@wellness/shared/ui';
import { SCROLL_TO_OFFSET, SECTIONS, sectionInView, type SectionId } from './sections';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

/** How long a clicked section's scroll is awaited to end where it was sent (go). */
const SETTLE_WAIT_MS = 5000;

/**
 * The sticky section nav: highlights the section in view and smooth-scrolls a clicked section to 160 px
 * from the top (instantly under reduced motion).
 */
export function SectionNav() {
  const [active, setActive] = useState<SectionId>('about-program');
  const listRef = useRef<HTMLUListElement>(null);
  // The end of the last clicked scroll still awaited (go): a new click or leaving the page drops it.
  const settling = useRef<(() => void) | null>(null);
  const { t } = useDetailsT();
  useEffect(() => () => settling.current?.(), []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = SECTIONS.flatMap(({ id }) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom && tops.length ? tops[tops.length - 1]!.id : sectionInView(tops));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    // The first reading on the next frame, where the browser lays the new page out anyway: read here, right after the
    // commit, it forces that layout inside React's task (one long task instead of two short ones).
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);

  // Keep the highlighted link visible in the nav's own horizontal scroller (phones).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const link = listRef.current?.querySelector<HTMLElement>(`[data-section="${active}"]`);
      const list = listRef.current;
      if (link && list && list.scrollWidth > list.clientWidth) list.scrollTo({ left: link.offsetLeft - 16, behavior: 'auto' });
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const go = (event: MouseEvent<HTMLAnchorElement>, id: SectionId) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    // Sections off screen are sized by an estimate until they render (content-visibility: auto): rendered first, the
    // ones a smooth scroll passes through no longer change size under it, and it ends on the section.
    for (const section of SECTIONS) document.getElementById(section.id)?.style.setProperty('content-visibility', 'visible');
    const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const destination = () => target.getBoundingClientRect().top + window.scrollY - SCROLL_TO_OFFSET;
    const top = destination();
    // What loads as the scroll passes (the map, the host's panel, the reviews) can move the section after its place was
    // measured: when the scroll ends where it was sent, it goes on to where the section is now. A scroll's end elsewhere
    // is an earlier scroll this one cut short (quick clicks) and is passed over; the visitor's own scrolling, a new click,
    // leaving the page or a few seconds end the wait.
    const end = Math.max(0, Math.min(top, document.documentElement.scrollHeight - window.innerHeight));
    const moves = Math.abs(end - window.scrollY) > 1;
    settling.current?.();
    window.scrollTo({ top, behavior });
    if (moves) {
      const visitorInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
      const stop = () => {
        window.removeEventListener('scrollend', settle);
        for (const type of visitorInput) window.removeEventListener(type, stop);
        window.clearTimeout(timer);
        settling.current = null;
      };
      const settle = () => {
        if (Math.abs(window.scrollY - end) > 2) return;
        stop();
        if (Math.abs(destination() - window.scrollY) > 2) window.scrollTo({ top: destination(), behavior });
      };
      const timer = window.setTimeout(stop, SETTLE_WAIT_MS);
      window.addEventListener('scrollend', settle);
      for (const type of visitorInput) window.addEventListener(type, stop, { passive: true });
      settling.current = stop;
    }
    setActive(id);
    target.focus({ preventScroll: true });
  };

  return (
    <nav className={styles.sectionNav} aria-label={t('sections.nav')}>
      <ul ref={listRef} className={styles.sectionList}>
        {SECTIONS.map(({ id, key }) => (
          <li key={id}>
            <a href={`#${id}`} data-section={id} className={styles.sectionLink} aria-current={active === id ? 'true' : undefined} onClick={(e) => go(e, id)}>
              {t(key)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
