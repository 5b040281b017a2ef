import type { Program } from '@wellness/shared/domain';
import { Button } from '@wellness/shared/ui';
import { formatDate, nightsText, priceTextOf } from '../../lib/format';
import styles from './ProgramDetailsPage.module.css';

/** Beside the sections: the price per person, duration and booking terms, and Book Now. */
export function BookingCard({ program, onBook }: { program: Program; onBook: () => void }) {
  return (
    <aside className={styles.aside} aria-label="Book this program">
      <div className={styles.bookingCard}>
        <p className={styles.bookingLabel}>Price per person</p>
        <p className={styles.bookingPrice}>{priceTextOf(program.price !== null ? program.priceText : program.bookingOptions.pricePerPerson || program.priceText)}</p>
        <dl className={styles.bookingFacts}>
          <div><dt>Duration</dt><dd>{nightsText(program.nights, program.duration)}</dd></div>
          <div><dt>Book by</dt><dd>{formatDate(program.terms?.bookBy)}</dd></div>
          <div><dt>Stay by</dt><dd>{formatDate(program.terms?.stayBy)}</dd></div>
        </dl>
        <Button fullWidth size="lg" onClick={onBook}>
          Book Now
        </Button>
        <p className={styles.bookingNote}>No payment now. An expert contacts you within 24 hours.</p>
      </div>
    </aside>
  );
}
