import { lazy, Suspense } from 'react';
import { PLACE_COORDINATES } from '@wellness/shared/data/places';
import { Button, Skeleton, TextField } from '@wellness/shared/ui';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import styles from '../ProgramForm.module.css';

const PlacePicker = lazy(() => import(/* webpackChunkName: "program-place-picker" */ './PlacePicker'));

/** Both fields as a point, when each holds a number in range. */
export function pointOf(latitude: string, longitude: string): readonly [number, number] | null {
  if (latitude.trim() === '' || longitude.trim() === '') return null;
  const lat = Number(latitude);
  const lng = Number(longitude);
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? [lat, lng] : null;
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();

/** The coordinates of the location's city ("City - Country"), from the catalogue's places; null for one it does not know. */
export function cityCoordinates(location: string): readonly [number, number] | null {
  const parts = location.split(/\s+-\s+|,\s*/).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return null;
  const country = Object.keys(PLACE_COORDINATES).find((c) => fold(c) === fold(parts.at(-1)!));
  const cities = country ? PLACE_COORDINATES[country]! : {};
  const city = Object.keys(cities).find((c) => fold(c) === fold(parts.slice(0, -1).join(', ')));
  return city ? cities[city]! : null;
}

/** Where the program is: its latitude and longitude, the city's offered with one click (the API uses them when empty). */
export function PlaceSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField } = form;
  const { t } = useFormT();
  const city = cityCoordinates(values.location);
  return (
    <fieldset className={styles.group}>
      <legend>{t('place.legend')}</legend>
      <TextField label={t('place.latitude')} name="latitude" inputMode="decimal" hint={t('place.latitudeHint')} value={values.latitude} error={errors.latitude} onChange={(e) => setField('latitude', e.target.value)} />
      <TextField label={t('place.longitude')} name="longitude" inputMode="decimal" hint={t('place.longitudeHint')} value={values.longitude} error={errors.longitude} onChange={(e) => setField('longitude', e.target.value)} />
      <p className={styles.full}>{t('place.hint')}</p>
      <div className={styles.full}>
        <p>{t('place.pick')}</p>
        <Suspense fallback={<Skeleton height="18rem" />}>
          {/* A new city opens the map on it (the view is the picker's own, made when it mounts). */}
          <PlacePicker
            key={city ? city.join(',') : 'world'}
            point={pointOf(values.latitude, values.longitude)}
            around={city}
            onPick={(latitude, longitude) => { setField('latitude', String(latitude)); setField('longitude', String(longitude)); }}
          />
        </Suspense>
      </div>
      {city && (
        <div className={styles.full}>
          <Button variant="secondary" size="sm" onClick={() => { setField('latitude', String(city[0])); setField('longitude', String(city[1])); }}>
            {t('place.useCity', { latitude: city[0], longitude: city[1] })}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
