import { lazy } from 'react';
import type { Program } from '@wellness/shared/domain';
import { LazyWhenNear } from '../../components/LazyWhenNear/LazyWhenNear';
import { DetailsSection } from './DetailsSection';
import { useDetailsT } from './messages';
import styles from './ProgramDetailsPage.module.css';

// The small map and the nearest airport: the map's code and shapes load only when ARRIVAL comes near.
const PlaceMap = lazy(() => import(/* webpackChunkName: "program-place" */ './place/PlaceMap'));

/** What ARRIVAL says for a program whose host gave no arrival details. */
export const NO_ARRIVAL = 'No arrival details have been shared for this program yet.';

/** ARRIVAL: airport, transfer, check-in and notes, each only when the program gives it (nothing is promised for it). */
export function ArrivalSection({ program }: { program: Program }) {
  const { arrival } = program;
  const { t } = useDetailsT();
  const rows = [
    { label: t('arrival.airport'), text: arrival.airport },
    { label: t('arrival.transfer'), text: arrival.transfer },
    { label: t('arrival.checkIn'), text: arrival.checkIn },
    { label: t('arrival.notes'), text: arrival.notes },
  ].filter((row) => row.text?.trim());
  return (
    <DetailsSection id="arrival">
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('arrival.none')}</p>
      ) : (
        <dl className={styles.arrival}>
          {rows.map((row) => (
            <div key={row.label}><dt>{row.label}</dt><dd>{row.text}</dd></div>
          ))}
        </dl>
      )}
      <LazyWhenNear placeholder={null}>
        <PlaceMap slug={program.slug} name={program.name} />
      </LazyWhenNear>
    </DetailsSection>
  );
}
