import { NOTHING_CHARGED_NOW, type Booking } from '@wellness/shared/domain';
import { useLocale } from '@wellness/shared/contract';
import { formatDateTime } from '@wellness/shared/format';
import styles from './BookingDialog.module.css';

/** The dialog's title once the API has answered, by the booking's state. */
export const CONFIRMED_TITLE = { confirmed: 'Booking Confirmed!', requested: 'Booking Request Sent!' } as const;

export const confirmedTitleOf = (booking: Pick<Booking, 'state'> | null) => (booking?.state === 'confirmed' ? CONFIRMED_TITLE.confirmed : CONFIRMED_TITLE.requested);

/**
 * What happened, by state: an instant booking is confirmed; a request waits for the host, who answers by its
 * deadline. Then its reference, what was charged or held at checkout (or that nothing was), and the spec's disclaimer.
 */
export function BookingConfirmed({ programName, booking, disclaimer, charged }: { programName: string; booking: Booking | null; disclaimer: string; charged?: string | null }) {
  const locale = useLocale();
  const reference = booking?.reference ? (
    <p>
      Your reference: <strong>{booking.reference}</strong>
    </p>
  ) : null;
  return (
    <div className={styles.confirmed} role="status">
      {booking?.state === 'confirmed' ? (
        <p>
          Your place in <strong>{programName}</strong> is confirmed.
        </p>
      ) : (
        <p>
          Your request for <strong>{programName}</strong> is with the host
          {booking?.respondBy ? (
            <>
              , who answers by <strong>{formatDateTime(booking.respondBy, locale)}</strong>. Your place is held until then.
            </>
          ) : (
            '.'
          )}
        </p>
      )}
      {reference}
      {/* Paid at checkout: what was charged or held; else nothing was. */}
      <p>{charged ?? NOTHING_CHARGED_NOW}</p>
      <p className={styles.disclaimer}>{disclaimer}</p>
    </div>
  );
}
