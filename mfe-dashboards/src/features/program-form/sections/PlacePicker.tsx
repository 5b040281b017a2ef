import { useState } from 'react';
import { fitBounds, MapMarker, toScreen, WorldMap, type Size, type View } from '@wellness/shared/ui/map';
import { useFormT } from '../messages';
import styles from './PlacePicker.module.css';

type Point = readonly [latitude: number, longitude: number];

/** Degrees around a known place the first view shows (a region: the place can be told on the countries' outlines). */
const AROUND = 3;

/** Four decimals: about 11 m, as precise as a host can click and as the form's fields show. */
export const roundCoordinate = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The place on a map: a click (or Enter, for the map's centre) puts the pin there; the view starts on the pin, else on
 * the location's city, else on the whole world. Loaded only with the form (the map's shapes stay out of first paint).
 */
export default function PlacePicker({ point, around, onPick }: { point: Point | null; around: Point | null; onPick: (latitude: number, longitude: number) => void }) {
  const { t } = useFormT();
  const [view, setView] = useState<View | null>(null);
  const centre = point ?? around;
  const onSize = (size: Size) =>
    setView((current) =>
      current ??
      (centre
        ? fitBounds({ west: centre[1] - AROUND, east: centre[1] + AROUND, south: centre[0] - AROUND / 1.5, north: centre[0] + AROUND / 1.5 }, size)
        : fitBounds({ west: -180, east: 180, south: -60, north: 75 }, size)),
    );
  return (
    <div className={styles.frame}>
      <WorldMap
        view={view}
        onView={setView}
        onSize={onSize}
        onPick={(longitude, latitude) => onPick(roundCoordinate(latitude), roundCoordinate(longitude))}
        label={point ? t('place.map', { latitude: point[0], longitude: point[1] }) : t('place.mapEmpty')}
        overlay={(shown, size) => {
          if (!point) return null;
          const [x, y] = toScreen(shown, size, point[1], point[0]);
          return <MapMarker x={x} y={y} />;
        }}
      />
    </div>
  );
}
