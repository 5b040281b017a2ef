import type { Program } from '@wellness/shared/domain';
import { DetailsSection } from './DetailsSection';
import styles from './ProgramDetailsPage.module.css';

/** ARRIVAL: airport, transfer, check-in and notes, each with what is said when the program gives none. */
export function ArrivalSection({ program }: { program: Program }) {
  const { arrival } = program;
  return (
    <DetailsSection id="arrival">
      <dl className={styles.arrival}>
        <div><dt>Airport</dt><dd>{arrival.airport || 'Shared on booking'}</dd></div>
        <div><dt>Transfer</dt><dd>{arrival.transfer || 'Arranged by your concierge'}</dd></div>
        <div><dt>Check-in</dt><dd>{arrival.checkIn || 'Shared on booking'}</dd></div>
        {arrival.notes && <div><dt>Good to know</dt><dd>{arrival.notes}</dd></div>}
      </dl>
    </DetailsSection>
  );
}
