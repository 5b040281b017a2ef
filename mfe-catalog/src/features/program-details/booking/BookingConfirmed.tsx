import type { Booking } from '@wellness/shared/domain';
import { formatDateTime } from '@wellness/shared/format';
import type { TFunction } from '@wellness/shared/i18n';
import { useDetailsT } from '../messages';
import { withStrong } from '../withStrong';
import { bookingMessages } from './messages';
import en from './messages/en.json';
import styles from './BookingDialog.module.css';

/** The dialog's title once the API has answered, by the booking's state (in English; shown from the catalogue). */
export const CONFIRMED_TITLE = { confirmed: en.done.confirmed, requested: en.done.requested } as const;

export const confirmedTitleOf = (booking: Pick<Booking, 'state'> | null, t: TFunction) => (booking?.state === 'confirmed' ? t('done.confirmed') : t('done.requested'));

/**
 * What happened, by state: an instant booking is confirmed; a request waits for the host, who answers by its
 * deadline. Then its reference, what was charged or held at checkout (or that nothing was), and the spec's disclaimer.
 */
export function BookingConfirmed({ programName, booking, disclaimer, charged }: { programName: string; booking: Booking | null; disclaimer: string; charged?: string | null }) {
  const { t, locale } = bookingMessages.useT();
  const { t: td } = useDetailsT();
  const program = programName;
  return (
    <div className={styles.confirmed} role="status">
      {booking?.state === 'confirmed' ? (
        <p>{withStrong(t('done.place'), { program })}</p>
      ) : booking?.respondBy ? (
        <p>{withStrong(t('done.requestBy'), { program, date: formatDateTime(booking.respondBy, locale) })}</p>
      ) : (
        <p>{withStrong(t('done.request'), { program })}</p>
      )}
      {booking?.reference && <p>{withStrong(t('done.reference'), { reference: booking.reference })}</p>}
      {/* Paid at checkout: what was charged or held; else nothing was. */}
      <p>{charged ?? td('booking.money.nothing')}</p>
      <p className={styles.disclaimer}>{disclaimer}</p>
    </div>
  );
}
