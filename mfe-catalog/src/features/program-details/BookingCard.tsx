import { bookingModeFor, chargeAtBooking, moneyAtBooking, type Program } from '@wellness/shared/domain';
import { useId, type ReactNode } from 'react';
import { Button } from '@wellness/shared/ui';
import { selectUser, useAppSelector } from '@wellness/shared/contract';
import { formatDate } from '@wellness/shared/format';
import { useBalanceDueDays } from '../../lib/api/moneyTerms';
import { pricePerPersonText } from '../../lib/format';
import { ConvertedPrice } from '../../components/ConvertedPrice/ConvertedPrice';
import { depositIn, modeLabelIn, nextStepIn, nightsIn, policyRuleIn, useDetailsT } from './messages';
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
  const { t, locale } = useDetailsT();
  const balanceDays = useBalanceDueDays();
  const bookBy = formatDate(program.terms?.bookBy, locale);
  const stayBy = formatDate(program.terms?.stayBy, locale);
  const nextStepId = useId();
  // An older API (no field) is taken as before: bookable.
  const bookable = program.hostReachable !== false;
  const signedIn = useAppSelector(selectUser) !== null;
  return (
    <aside className={styles.aside} aria-label={t('card.label')}>
      <div className={styles.bookingCard}>
        <p className={styles.bookingLabel}>{t('card.price')}</p>
        <p className={styles.bookingPrice}>{pricePerPersonText(program, locale)}</p>
        <ConvertedPrice amount={program.price} currency={program.currency} note className={styles.bookingConverted} />
        <dl className={styles.bookingFacts}>
          {program.depositPercent !== null && program.depositPercent > 0 && (
            <div><dt>{t('card.deposit')}</dt><dd>{depositIn(t, program.depositPercent, moneyAtBooking(bookingModeFor(program.bookingMode, signedIn), chargeAtBooking(program)))}</dd></div>
          )}
          <div><dt>{t('card.duration')}</dt><dd>{nightsIn(t, program.nights, program.duration)}</dd></div>
          {bookBy && <div><dt>{t('card.bookBy')}</dt><dd>{bookBy}</dd></div>}
          {stayBy && <div><dt>{t('card.stayBy')}</dt><dd>{stayBy}</dd></div>}
        </dl>
        <div className={styles.policy}>
          <p className={styles.policyName}>{policy === 'flexible' ? t('card.flexible') : policy === 'moderate' ? t('card.moderate') : t('card.strict')}</p>
          <p className={styles.policyRule}>{policyRuleIn(t, policy)}</p>
        </div>
        <Button fullWidth size="lg" onClick={onBook} aria-describedby={nextStepId} disabled={!bookable}>
          {modeLabelIn(t, bookingModeFor(program.bookingMode, signedIn))}
        </Button>
        <p id={nextStepId} className={styles.bookingNote}>
          {bookable ? nextStepIn(t, program.bookingMode, signedIn, program.responseHours, chargeAtBooking(program), balanceDays) : t('booking.noHost')}
        </p>
        {children}
      </div>
    </aside>
  );
}
