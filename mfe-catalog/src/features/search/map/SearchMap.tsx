import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Supercluster from 'supercluster';
import { Link } from '@wellness/shared/contract';
import { approximateAmount, DEFAULT_CURRENCY, formatBounds, parseBounds, searchApiParams, type MapPin, type SearchCriteria } from '@wellness/shared/domain';
import { formatApproxMoney, formatCount } from '@wellness/shared/format';
import { Button, visuallyHiddenClassName } from '@wellness/shared/ui';
import { fitBounds, tileZoom, toScreen, viewBounds, WorldMap, zoomAt, type Size, type View } from '@wellness/shared/ui/map';
import { dollars } from '../../../lib/format';
import { programDetailsHref } from '../../../lib/listCriteria';
import { useDisplayCurrency } from '../../../components/ConvertedPrice/ConvertedPrice';
import { useMapPinsQuery } from './mapPinsApi';
import { mapMessages } from './messages';
import styles from './SearchMap.module.css';

/** The map's messages in English (the catalogue's; a test compares). */
export const MAP_MESSAGES = {
  label: 'Map of the programs',
  searchArea: 'Search this area',
  pinsList: 'Programs on the map',
  failed: 'The map’s pins could not be loaded.',
  capped: 'The map shows the first programs of this area: zoom in or narrow the search to see more.',
} as const;

/** What the map shows without an area in the URL: where people live (no Antarctica, little Arctic). */
const INHABITED = { west: -170, south: -50, east: 180, north: 72 };

/** How long the view rests before its pins are asked for (a drag or a wheel turn asks once). */
const PINS_DEBOUNCE_MS = 300;

type PinProps = Pick<MapPin, 'count' | 'price' | 'slug' | 'name' | 'city' | 'image'>;
type Placed = { key: string; longitude: number; latitude: number; props: PinProps; cluster: boolean; expansion?: number };

/** Pins close on screen, merged into one with their programs' count and lowest price (supercluster, 60 px). */
function clusterPins(pins: MapPin[], view: View, size: Size): Placed[] {
  const index = new Supercluster<PinProps, PinProps>({
    radius: 60,
    maxZoom: 16,
    map: (p) => ({ ...p }),
    reduce: (acc, p) => {
      acc.count += p.count;
      acc.price = acc.price === null ? p.price : p.price === null ? acc.price : Math.min(acc.price, p.price);
      acc.slug = null;
    },
  });
  index.load(pins.map((p) => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] }, properties: { count: p.count, price: p.price, slug: p.slug, name: p.name, city: p.city, image: p.image } })));
  const b = viewBounds(view, size);
  return index.getClusters([b.west, b.south, b.east, b.north], tileZoom(view, size)).map((f, i) => {
    const [longitude, latitude] = f.geometry.coordinates as [number, number];
    const props = f.properties as PinProps & { cluster?: boolean; cluster_id?: number };
    const cluster = Boolean(props.cluster) || props.count > 1;
    // A program's pin keeps its key (and its focus) when the pins come again; a cluster is keyed by where it is.
    return { key: props.slug && !props.cluster ? props.slug : `${i}:${longitude.toFixed(3)},${latitude.toFixed(3)}`, longitude, latitude, props, cluster, expansion: props.cluster ? index.getClusterExpansionZoom(props.cluster_id!) : undefined };
  });
}

/** Whether the focus came by keyboard (the browser's :focus-visible); a browser that cannot tell counts as keyboard. */
function byKeyboard(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * The search's map: the pins of its criteria in the view (asked again as the view rests), clustered, a card for a
 * program's pin, and "Search this area", which hands the view's bounds to the page (it writes them into the URL, so
 * the list follows and a reload shows the same). The URL's bounds are fitted when the map opens and on every new URL.
 */
export default function SearchMap({ criteria, highlighted, onHighlight, onSearchArea }: {
  criteria: SearchCriteria;
  highlighted: string | null;
  onHighlight: (slug: string | null) => void;
  onSearchArea: (bbox: string) => void;
}) {
  const { t, locale } = mapMessages.useT();
  const display = useDisplayCurrency();
  const [view, setView] = useState<View | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const [moved, setMoved] = useState(false);
  const [open, setOpen] = useState<Placed | null>(null);
  const fitted = useRef<string | null>(null);
  const target = criteria.bbox ?? '';

  // The URL's area, fitted when the map is measured and again when the URL names another one.
  useEffect(() => {
    if (!size || fitted.current === `${target}|${size.width}x${size.height}`) return;
    fitted.current = `${target}|${size.width}x${size.height}`;
    setView(fitBounds(parseBounds(target) ?? INHABITED, size));
    setMoved(false);
    setOpen(null);
  }, [target, size]);

  // The pins of the view once it rests.
  const [asked, setAsked] = useState<{ bbox: string; zoom: number } | null>(null);
  useEffect(() => {
    if (!view || !size) return;
    const timer = setTimeout(() => setAsked({ bbox: formatBounds(viewBounds(view, size)), zoom: tileZoom(view, size) }), PINS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [view, size]);
  const params = useMemo(() => {
    if (!asked) return null;
    const { limit: _limit, offset: _offset, sort: _sort, ...rest } = searchApiParams({ ...criteria, bbox: asked.bbox, page: undefined });
    // In the page's language (English sends none, the originals'): the words match its stems, a pin is named in it.
    return { ...rest, zoom: String(asked.zoom), ...(locale === 'en' ? {} : { lang: locale }) };
  }, [criteria, asked, locale]);
  const pins = useMapPinsQuery(params ?? {}, { skip: !params });
  const data = pins.currentData ?? pins.data;

  const placed = useMemo(() => (view && size && data ? clusterPins(data.pins, view, size) : []), [data, view, size]);
  const programs = placed.filter((p) => !p.cluster && p.props.slug);

  const move = (next: View) => {
    setView(next);
    setMoved(true);
  };

  // A pin focused by keyboard that a new view or new pins take away (a cluster opened by Enter, a program out of the
  // view, a cluster keyed anew) would leave the focus on the page's start: it goes to the nearest pin shown, else the map.
  const pinList = useRef<HTMLUListElement>(null);
  const focusedPin = useRef<{ element: HTMLElement; longitude: number; latitude: number } | null>(null);
  useLayoutEffect(() => {
    const last = focusedPin.current;
    if (!last || last.element.isConnected) return;
    focusedPin.current = null;
    // Gone while elsewhere, or the visitor has moved on: nothing to keep.
    if (document.activeElement && document.activeElement !== document.body) return;
    const byKey = new Map(placed.map((p) => [p.key, p]));
    let nearest: { button: HTMLButtonElement; distance: number } | null = null;
    for (const button of pinList.current?.querySelectorAll<HTMLButtonElement>('button[data-key]') ?? []) {
      const p = byKey.get(button.dataset.key!);
      if (!p) continue;
      const distance = Math.hypot(p.longitude - last.longitude, p.latitude - last.latitude);
      if (!nearest || distance < nearest.distance) nearest = { button, distance };
    }
    const next = nearest?.button ?? pinList.current?.closest<HTMLElement>('[tabindex]');
    next?.focus({ preventScroll: true });
  });
  // A pin's price is the program's own amount; in another display currency its card and its name add "≈ …".
  const exact = (p: PinProps) => (p.price === null ? t('priceOnRequest') : dollars(p.price, locale));
  const price = (p: PinProps) => {
    const converted = approximateAmount(p.price, DEFAULT_CURRENCY, display.currency, display.rates);
    return converted === null ? exact(p) : `${exact(p)} ${formatApproxMoney(converted, display.currency, locale)}`;
  };
  const pinLabel = (p: Placed) =>
    p.cluster
      ? p.props.price !== null
        ? t('clusterFrom', { count: p.props.count, n: formatCount(p.props.count, locale), price: price(p.props) })
        : t('cluster', { count: p.props.count, n: formatCount(p.props.count, locale) })
      : `${p.props.name ?? t('program')}, ${price(p.props)}`;

  return (
    <div className={styles.wrap}>
      <WorldMap
        view={view}
        onView={move}
        onSize={setSize}
        label={t('label')}
        overlay={(shown, at) => (
          <ul ref={pinList} className={styles.pins} aria-label={t('pins')}>
            {placed.map((p) => {
              const [x, y] = toScreen(shown, at, p.longitude, p.latitude);
              if (x < -40 || y < -20 || x > at.width + 40 || y > at.height + 20) return null;
              const lit = !p.cluster && p.props.slug !== null && p.props.slug === highlighted;
              return (
                <li key={p.key} className={styles.pinItem} style={{ transform: `translate(${Math.round(x)}px, ${Math.round(y)}px)` }}>
                  <button
                    type="button"
                    className={`${styles.pin} ${p.cluster ? styles.cluster : ''} ${lit ? styles.lit : ''}`}
                    aria-label={pinLabel(p)}
                    aria-expanded={p.cluster ? undefined : open?.key === p.key}
                    data-slug={p.props.slug ?? undefined}
                    data-key={p.key}
                    onMouseEnter={() => onHighlight(p.props.slug)}
                    onMouseLeave={() => onHighlight(null)}
                    onFocus={(e) => {
                      // Kept for the keyboard only: after a click, the focus follows the pointer, not the pins.
                      focusedPin.current = byKeyboard(e.currentTarget) ? { element: e.currentTarget, longitude: p.longitude, latitude: p.latitude } : null;
                      onHighlight(p.props.slug);
                    }}
                    onBlur={(e) => {
                      // Still in the page a moment later: the visitor left it (not the pins' render), nothing to keep.
                      const element = e.currentTarget;
                      setTimeout(() => {
                        if (focusedPin.current?.element === element && element.isConnected) focusedPin.current = null;
                      });
                      onHighlight(null);
                    }}
                    onClick={() => {
                      if (p.cluster) {
                        const factor = 2 ** Math.max(1, (p.expansion ?? tileZoom(shown, at) + 2) - tileZoom(shown, at));
                        move(zoomAt(shown, at, factor, [x, y]));
                        setOpen(null);
                      } else setOpen(open?.key === p.key ? null : p);
                    }}
                  >
                    {p.cluster ? formatCount(p.props.count, locale) : exact(p.props)}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      >
        {moved && view && size && (
          <div className={styles.searchArea}>
            <Button size="sm" onClick={() => { onSearchArea(formatBounds(viewBounds(view, size))); setMoved(false); }}>{t('searchArea')}</Button>
          </div>
        )}
        {open && view && size && <PinCard pin={open} view={view} size={size} price={price(open.props)} name={open.props.name ?? t('program')} closeLabel={t('close')} onClose={() => setOpen(null)} />}
        {pins.isError && <p className={styles.notice} role="alert">{t('failed')}</p>}
        {data?.capped && <p className={styles.notice}>{t('capped')}</p>}
      </WorldMap>
      <ul className={visuallyHiddenClassName} aria-label={t('pinsList')}>
        {programs.map((p) => (
          <li key={p.key}>
            <Link to={programDetailsHref(p.props.slug!)}>{`${p.props.name}, ${p.props.city}, ${price(p.props)}`}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A program's pin opened: its picture, name, place and price, and the way to its page. */
function PinCard({ pin, view, size, price, name, closeLabel, onClose }: { pin: Placed; view: View; size: Size; price: string; name: string; closeLabel: string; onClose: () => void }) {
  const [x, y] = toScreen(view, size, pin.longitude, pin.latitude);
  const link = useRef<HTMLAnchorElement>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => link.current?.focus(), [pin.key]);
  // Escape closes the card from anywhere in it.
  useEffect(() => {
    const element = box.current;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    element?.addEventListener('keydown', close);
    return () => element?.removeEventListener('keydown', close);
  }, [onClose]);
  const left = Math.min(Math.max(8, x - 120), size.width - 248);
  const top = y > size.height / 2 ? Math.max(8, y - 190) : Math.min(y + 24, size.height - 180);
  return (
    <div ref={box} className={styles.card} style={{ left, top }} role="dialog" aria-label={name}>
      {pin.props.image && <img src={pin.props.image} alt="" className={styles.cardImage} loading="lazy" />}
      <div className={styles.cardBody}>
        <Link ref={link} to={programDetailsHref(pin.props.slug!)} className={styles.cardName}>{pin.props.name}</Link>
        <span className={styles.cardMeta}>{pin.props.city}</span>
        <span className={styles.cardPrice}>{price}</span>
      </div>
      <button type="button" className={styles.cardClose} aria-label={closeLabel} onClick={onClose}>×</button>
    </div>
  );
}
