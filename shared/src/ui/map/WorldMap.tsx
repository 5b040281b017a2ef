import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type WheelEvent } from 'react';
import { useUiT } from '@wellness/shared/contract';
import { outlinesPath } from './outlines';
import { constrain, fromScreen, panBy, worldSize, zoomAt, type Size, type View } from './view';
import en from '../messages/en.json';
import styles from './WorldMap.module.css';

/** What a keyboard user can do on the map, read out with it. */
export const MAP_KEYS_HINT = en.map.keys;
/** The same, on a map that places a point. */
export const MAP_PICK_HINT = en.map.pick;

/** A pointer that moved less than this (px) between press and release clicked rather than dragged. */
const CLICK_SLOP = 5;

/**
 * A map drawn here from the countries' outlines (no tiles, nothing from another host): zoomed with the wheel, a pinch
 * of two pointers is not needed (the buttons and a double tap zoom), dragged to move, and by keyboard when focused
 * (arrows move, + and − zoom). The view is the caller's (`view`, `onView`); `overlay` draws on top (pins) for a view
 * and the map's size. Without `onView` it is a still picture.
 */
export function WorldMap({ view, onView, onPick, onSize, overlay, label, className, children }: {
  view: View | null;
  onView?: (view: View) => void;
  /** A click (not a drag), or Enter by keyboard for the map's centre, places a point: its longitude and latitude. */
  onPick?: (longitude: number, latitude: number) => void;
  /** The map's size, once measured and on every change (the caller fits its first view to it). */
  onSize?: (size: Size) => void;
  overlay?: (view: View, size: Size) => ReactNode;
  label: string;
  className?: string;
  /** Beside the zoom buttons (e.g. "Search this area"). */
  children?: ReactNode;
}) {
  const { t } = useUiT();
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size | null>(null);
  const hintId = useId();
  const sizeRef = useRef(onSize);
  useLayoutEffect(() => {
    sizeRef.current = onSize;
  });

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = { width: element.clientWidth || 320, height: element.clientHeight || 240 };
      setSize((current) => (current && current.width === next.width && current.height === next.height ? current : next));
      sizeRef.current?.(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const interactive = Boolean(onView);
  const change = useCallback((next: View) => onView?.(next), [onView]);
  const drag = useRef<{ id: number; x: number; y: number; startX: number; startY: number } | null>(null);

  const onWheel = (e: WheelEvent) => {
    if (!interactive || !size || !view) return;
    const rect = ref.current!.getBoundingClientRect();
    change(zoomAt(view, size, e.deltaY < 0 ? 1.25 : 0.8, [e.clientX - rect.left, e.clientY - rect.top]));
  };
  // The page must not scroll while the wheel zooms the map (React's wheel listener is passive).
  useEffect(() => {
    const element = ref.current;
    if (!element || !interactive) return;
    const stop = (e: globalThis.WheelEvent) => e.preventDefault();
    element.addEventListener('wheel', stop, { passive: false });
    return () => element.removeEventListener('wheel', stop);
  }, [interactive]);

  const onPointerDown = (e: PointerEvent) => {
    if (!interactive || e.button !== 0 || (e.target as Element).closest('button, a')) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, startX: e.clientX, startY: e.clientY };
    ref.current?.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent) => {
    const from = drag.current;
    if (!from || from.id !== e.pointerId || !size || !view) return;
    drag.current = { ...from, x: e.clientX, y: e.clientY };
    change(panBy(view, size, e.clientX - from.x, e.clientY - from.y));
  };
  const endDrag = (e: PointerEvent) => {
    const from = drag.current;
    if (!from || from.id !== e.pointerId) return;
    drag.current = null;
    if (e.type !== 'pointerup' || !onPick || !size || !view) return;
    if (Math.hypot(e.clientX - from.startX, e.clientY - from.startY) > CLICK_SLOP) return;
    const rect = ref.current!.getBoundingClientRect();
    onPick(...fromScreen(constrain(view, size), size, e.clientX - rect.left, e.clientY - rect.top));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!interactive || !size || !view || e.target !== ref.current) return;
    const step = 80;
    const moves: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[e.key];
    if (move) change(panBy(view, size, move[0], move[1]));
    else if (e.key === '+' || e.key === '=') change(zoomAt(view, size, 2));
    else if (e.key === '-' || e.key === '_') change(zoomAt(view, size, 0.5));
    else if (e.key === 'Enter' && onPick) onPick(...fromScreen(constrain(view, size), size, size.width / 2, size.height / 2));
    else return;
    e.preventDefault();
  };

  const shown = view && size ? constrain(view, size) : null;
  const world = size ? worldSize(size) : 0;
  return (
    <div className={`${styles.map} ${className ?? ''}`}>
      <div
        ref={ref}
        className={styles.surface}
        role={interactive ? 'application' : 'img'}
        aria-roledescription="map"
        aria-label={label}
        aria-describedby={interactive ? hintId : undefined}
        tabIndex={interactive ? 0 : undefined}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDoubleClick={(e) => {
          if (!interactive || !size || !view || (e.target as Element).closest('button, a')) return;
          const rect = ref.current!.getBoundingClientRect();
          change(zoomAt(view, size, 2, [e.clientX - rect.left, e.clientY - rect.top]));
        }}
        onKeyDown={onKeyDown}
      >
        {shown && (
          <svg className={styles.svg} width={size!.width} height={size!.height} aria-hidden="true" focusable="false">
            <g transform={`translate(${shown.x} ${shown.y}) scale(${shown.k})`}>
              <rect width={world} height={world} className={styles.sea} />
              <path d={outlinesPath(world)} className={styles.land} />
            </g>
          </svg>
        )}
        {shown && overlay?.(shown, size!)}
      </div>
      {interactive && (
        <>
          <p id={hintId} className={styles.hint}>{onPick ? t('map.pick') : t('map.keys')}</p>
          <div className={styles.controls}>
            <button type="button" className={styles.zoom} aria-label={t('map.zoomIn')} onClick={() => size && view && change(zoomAt(view, size, 2))}>+</button>
            <button type="button" className={styles.zoom} aria-label={t('map.zoomOut')} onClick={() => size && view && change(zoomAt(view, size, 0.5))}>−</button>
          </div>
        </>
      )}
      {children}
    </div>
  );
}

/** A place's dot on the map at (x, y) of the viewport (from `toScreen`): the program's place, or the host's pin. */
export function MapMarker({ x, y }: { x: number; y: number }) {
  return <span className={styles.marker} style={{ transform: `translate(${Math.round(x)}px, ${Math.round(y)}px)` }} aria-hidden="true" />;
}
