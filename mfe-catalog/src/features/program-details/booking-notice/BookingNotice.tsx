import { Link, selectUser, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { buttonClassName } from '@wellness/shared/ui';
import { formatDateTime } from '../../../lib/format';
import { bookingNoticeDismissed, selectNoticedBooking, type NoticedBooking } from './bookingNoticeSlice';
import styles from './BookingNotice.module.css';

export const BOOKING_NOTICE_TEXTS = {
  label: 'Your booking',
  confirmed: 'Booking confirmed',
  requested: 'Booking request sent',
  view: 'View my booking',
  dismiss: 'Dismiss',
  keep: 'Keep this reference: our team and the host find your booking by it.',
} as const;

/** Where the guest's dashboard shows this booking (it opens on the booking's tab). */
export const myBookingHref = (booking: Pick<NoticedBooking, 'id'>) => `/dashboard/user?booking=${encodeURIComponent(booking.id)}`;

/**
 * After the booking dialog's confirmation has closed itself (SPEC: 2 s), this notice keeps the booking findable: its
 * reference and, for a guest with an account, "View my booking". It stays, on every page of the catalog, until the
 * visitor dismisses it. The live region is always there, so what appears in it is announced.
 */
export function BookingNotice() {
  const booking = useAppSelector(selectNoticedBooking);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  return (
    <div className={styles.region} aria-live="polite">
      {booking && (
        <section className={styles.notice} aria-label={BOOKING_NOTICE_TEXTS.label}>
          <div className={styles.text}>
            <p className={styles.title}>{booking.state === 'confirmed' ? BOOKING_NOTICE_TEXTS.confirmed : BOOKING_NOTICE_TEXTS.requested}</p>
            <p>
              {booking.programName} · Reference <strong>{booking.reference}</strong>
            </p>
            {booking.state === 'requested' && booking.respondBy && <p>The host answers by {formatDateTime(booking.respondBy)}.</p>}
            {user?.role === 'user' ? (
              <Link to={myBookingHref(booking)} className={buttonClassName('primary', 'sm')}>
                {BOOKING_NOTICE_TEXTS.view}
              </Link>
            ) : (
              <p>{BOOKING_NOTICE_TEXTS.keep}</p>
            )}
          </div>
          <button type="button" className={styles.dismiss} aria-label={`${BOOKING_NOTICE_TEXTS.dismiss} the notice of booking ${booking.reference}`} onClick={() => dispatch(bookingNoticeDismissed())}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </section>
      )}
    </div>
  );
}
