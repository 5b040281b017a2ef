import { Link } from '@wellness/shared/contract';
import { buttonClassName, DismissButton } from '@wellness/shared/ui';
import { formatDateTime } from '@wellness/shared/format';
import { defineMessages } from '@wellness/shared/i18n';
import { withStrong } from '../withStrong';
import { myBookingHref } from './myBookingHref';
import type { NoticedBooking } from './bookingNoticeSlice';
import en from './messages/en.json';
import styles from './BookingNotice.module.css';

/** The notice's texts, in its chunk: Spanish and French one chunk each, loaded when it is shown in that language. */
export const noticeMessages = defineMessages('catalog-booking-notice', en, {
  es: () => import(/* webpackChunkName: "messages-program-details-later-es" */ './messages/es.json'),
  fr: () => import(/* webpackChunkName: "messages-program-details-later-fr" */ './messages/fr.json'),
});

/** The booking just made: what it is, its reference, when the host answers, and where to find it again. */
export default function Notice({ booking, guest, onDismiss }: { booking: NoticedBooking; guest: boolean; onDismiss: () => void }) {
  const { t, locale } = noticeMessages.useT();
  return (
    <section className={styles.notice} aria-label={t('label')}>
      <div className={styles.text}>
        <p className={styles.title}>{booking.state === 'confirmed' ? t('confirmed') : t('requested')}</p>
        <p>{withStrong(t('reference'), { reference: booking.reference }, { program: booking.programName })}</p>
        {booking.state === 'requested' && booking.respondBy && <p>{t('respondBy', { date: formatDateTime(booking.respondBy, locale) })}</p>}
        {guest ? (
          <Link to={myBookingHref(booking)} className={buttonClassName('primary', 'sm')}>
            {t('view')}
          </Link>
        ) : (
          <p>{t('keep')}</p>
        )}
      </div>
      <DismissButton label={t('dismiss', { reference: booking.reference })} onClick={onDismiss} />
    </section>
  );
}
