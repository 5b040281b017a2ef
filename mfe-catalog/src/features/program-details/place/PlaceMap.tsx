import { useState } from 'react';
import { formatNumber } from '@wellness/shared/format';
import { fitBounds, MapMarker, toScreen, WorldMap, type Size, type View } from '@wellness/shared/ui/map';
import { useProgramPlaceQuery } from './placeApi';
import type { TFunction } from '@wellness/shared/i18n';
import { laterMessages } from '../later/messages';
import styles from './PlaceMap.module.css';

/** Degrees around the place the small map shows (a region, so the place can be told on the countries' outlines). */
const AROUND = 3;

/** The nearest airport in words: "Geneva International (GVA), 4 km away". */
export function airportText(airport: { iata: string; name: string; km: number }, locale: string, t: TFunction = laterMessages.fixedT('en')): string {
  return t('place.airportText', { name: airport.name, iata: airport.iata, km: formatNumber(airport.km, locale) });
}

/**
 * ARRIVAL's small map: the program's place (rounded to about 1 km until a booking is confirmed, by the API) on the
 * countries' outlines, and the nearest airport with its distance as the crow flies. Nothing when the program has no place.
 */
export default function PlaceMap({ slug, name }: { slug: string; name: string }) {
  const { t, locale } = laterMessages.useT();
  const place = useProgramPlaceQuery(slug);
  const [view, setView] = useState<View | null>(null);
  const data = place.data;
  if (!data) return null;
  const onSize = (size: Size) =>
    setView(fitBounds({ west: data.longitude - AROUND, east: data.longitude + AROUND, south: data.latitude - AROUND / 1.5, north: data.latitude + AROUND / 1.5 }, size));
  return (
    <div className={styles.place}>
      <div className={styles.frame}>
        <WorldMap
          view={view}
          onSize={onSize}
          label={data.exact ? t('place.where', { name }) : t('place.whereAbout', { name })}
          overlay={(shown, size) => {
            const [x, y] = toScreen(shown, size, data.longitude, data.latitude);
            return <MapMarker x={x} y={y} />;
          }}
        />
      </div>
      <dl className={styles.facts}>
        {data.airport && (
          <div><dt>{t('place.airport')}</dt><dd>{airportText(data.airport, locale, t)}</dd></div>
        )}
        <div>
          <dt>{t('place.location')}</dt>
          <dd>{data.exact ? t('place.exact') : t('place.approximate')}</dd>
        </div>
      </dl>
    </div>
  );
}
