import {
  BOOKING_MESSAGES, BOOKING_MODE_LABEL, bookingModeFor, CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE, chargeAtBooking, depositText, moneyAtBooking, nextStepFor,
  type Program,
} from '@wellness/shared/domain';
import { useId, type ReactNode } from 'react';
import { Button } from '@wellness/shared/ui';
import { selectUser, useAppSelector, useLocale } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import { useBalanceDueDays } from '../../lib/api/moneyTerms';
import { nightsText, pricePerPersonText } from '../../lib/format';
import { ConvertedPrice } from '../../components/ConvertedPrice/ConvertedPrice';
import styles from './ProgramDetailsPage.module.css';

type BookingCardProgram = Pick<
  Program,
  'price' | 'priceText' | 'currency' | 'bookingOptions' | 'nights' | 'duration' | 'terms' | 'bookingMode' | 'responseHours' | 'depositPercent' | 'cancellationPolicy' | 'hostReachable' | 'paymentMethod'
>;

/**
 * Beside the sections: the price per person, the deposit when there is one, duration and booking terms, the
 * cancellation policy in plain words, and the call to book, named by how the program books ("Book now" or "Request to
 * book"), with what happens next beside it: a visitor without an account asks even where a signed-in guest books at
 * once (the API's rule, `bookingModeFor`), so the card never promises what the booking will not do. A program without a host who answers (`hostReachable` false) cannot be
 * booked: the button is disabled and says why, before anyone opens the form.
 */
export function BookingCard({ program, onBook, children }: { program: BookingCardProgram; onBook: () => void; children?: ReactNode }) {
  const policy = program.cancellationPolicy;
  // A date the program does not give is left out.
  const locale = useLocale();
  const balanceDays = useBalanceDueDays();
  const bookBy = formatDate(program.terms?.bookBy, locale);
  const stayBy = formatDate(program.terms?.stayBy, locale);
  const nextStepId = useId();
  // An older API (no field) is taken as before: bookable.
  const bookable = program.hostReachable !== false;
  const signedIn = useAppSelector(selectUser) !== null;
  return (
    <aside className={styles.aside} aria-label="Book this program">
      <div className={styles.bookingCard}>
        <p className={styles.bookingLabel}>Price per person</p>
        <p className={styles.bookingPrice}>{pricePerPersonText(program, locale)}</p>
        <ConvertedPrice amount={program.price} currency={program.currency} note className={styles.bookingConverted} />
        <dl className={styles.bookingFacts}>
          {program.depositPercent !== null && program.depositPercent > 0 && (
            <div><dt>Deposit</dt><dd>{depositText(program.depositPercent, moneyAtBooking(bookingModeFor(program.bookingMode, signedIn), chargeAtBooking(program)))}</dd></div>
          )}
          <div><dt>Duration</dt><dd>{nightsText(program.nights, program.duration)}</dd></div>
          {bookBy && <div><dt>Book by</dt><dd>{bookBy}</dd></div>}
          {stayBy && <div><dt>Stay by</dt><dd>{stayBy}</dd></div>}
        </dl>
        <div className={styles.policy}>
          <p className={styles.policyName}>{CANCELLATION_POLICY_LABEL[policy]} cancellation</p>
          <p className={styles.policyRule}>{CANCELLATION_POLICY_RULE[policy]}</p>
        </div>
        <Button fullWidth size="lg" onClick={onBook} aria-describedby={nextStepId} disabled={!bookable}>
          {BOOKING_MODE_LABEL[bookingModeFor(program.bookingMode, signedIn)]}
        </Button>
        <p id={nextStepId} className={styles.bookingNote}>
          {bookable ? nextStepFor(program.bookingMode, signedIn, program.responseHours, chargeAtBooking(program), balanceDays) : BOOKING_MESSAGES.noHost}
        </p>
        {children}
      </div>
    </aside>
  );
}
