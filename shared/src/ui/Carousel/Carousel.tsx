import { Children, useCallback, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';
import { useUiT } from '@wellness/shared/contract';
import { cx } from '../cx';
import { prefersReducedMotion } from '../hooks/useMediaQuery';
import { scrollStepFor } from '../tokens';
import styles from './Carousel.module.css';

export interface CarouselProps {
  /** Accessible name of the scroll region, e.g. "Recommended destinations". */
  label: string;
  children: ReactNode;
  /** Pixels per arrow press; defaults to 280 at widths ≤ 768, else 350. */
  step?: number;
  /** Width of each item (any CSS length); defaults to the items' own width. */
  itemWidth?: string;
  gap?: string;
  prevLabel?: string;
  nextLabel?: string;
  /** Called on every scroll of the strip (e.g. to collapse an expanded card once it leaves view). */
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  className?: string;
  /** Arrow placement: beside the heading row (default) or over the strip's edges. */
  controls?: 'top' | 'overlay';
  /** Optional heading row content placed left of the arrows. */
  header?: ReactNode;
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Horizontal scroller: arrows and Left/Right keys move by a step, smooth unless the visitor prefers reduced motion. */
export function Carousel({
  label, children, step, itemWidth, gap, prevLabel, nextLabel, onScroll, className, controls = 'top', header,
}: CarouselProps) {
  const stripRef = useRef<HTMLDivElement>(null);
  const { t } = useUiT();
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  /** The arrow pressed last, while it may still hold the focus. */
  const pressed = useRef<'prev' | 'next' | null>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const atStart = strip.scrollLeft <= 1;
    const atEnd = strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    measure();
    const strip = stripRef.current;
    if (!strip || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(strip);
    if (strip.firstElementChild) observer.observe(strip.firstElementChild);
    return () => observer.disconnect();
  }, [measure, children]);

  // An arrow is disabled at its end of the strip, and a disabled button drops its focus to <body>, which loses the
  // keyboard user's place: the focus goes to the other arrow, or to the strip itself when neither can move.
  useLayoutEffect(() => {
    const arrow = pressed.current === 'next' ? nextRef.current : pressed.current === 'prev' ? prevRef.current : null;
    if (!arrow || !arrow.disabled) return;
    const active = document.activeElement;
    if (active !== arrow && active !== document.body && active !== null) return;
    pressed.current = null;
    const other = arrow === nextRef.current ? prevRef.current : nextRef.current;
    (other && !other.disabled ? other : stripRef.current)?.focus();
  }, [edges]);

  const scroll = (direction: -1 | 1) => {
    const strip = stripRef.current;
    if (!strip) return;
    const distance = step ?? scrollStepFor(window.innerWidth);
    strip.scrollBy({ left: direction * distance, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      scroll(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const style = {
    ...(itemWidth ? { '--carousel-item-width': itemWidth } : {}),
    ...(gap ? { '--carousel-gap': gap } : {}),
  } as CSSProperties;
  const scrollable = !(edges.atStart && edges.atEnd);

  const arrows = (
    <div className={cx(styles.controls, controls === 'overlay' && styles.overlayControls, !scrollable && styles.controlsIdle)}>
      <button type="button" className={cx(styles.arrow, styles.prev)} ref={prevRef} aria-label={prevLabel ?? t('scrollLeft')} disabled={edges.atStart} onClick={() => { pressed.current = 'prev'; scroll(-1); }}>
        <ArrowIcon direction="left" />
      </button>
      <button type="button" className={cx(styles.arrow, styles.next)} ref={nextRef} aria-label={nextLabel ?? t('scrollRight')} disabled={edges.atEnd} onClick={() => { pressed.current = 'next'; scroll(1); }}>
        <ArrowIcon direction="right" />
      </button>
    </div>
  );

  return (
    <div className={cx(styles.carousel, controls === 'overlay' && styles.overlay, className)} style={style}>
      {(header || controls === 'top') && (
        <div className={styles.top}>
          <div className={styles.header}>{header}</div>
          {controls === 'top' && arrows}
        </div>
      )}
      <div className={styles.viewport}>
        {controls === 'overlay' && arrows}
        {/* A scrollable region must be focusable so keyboard users can scroll it (WCAG 2.1.1); arrows move it by one step. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={stripRef}
          role="region"
          aria-label={label}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={styles.strip}
          onScroll={(event) => {
            measure();
            onScroll?.(event);
          }}
          onKeyDown={onKeyDown}
        >
          <ul className={styles.list}>
            {Children.toArray(children).map((child, index) => (
              <li key={(child as { key?: string | null }).key ?? index} className={styles.item}>
                {child}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
