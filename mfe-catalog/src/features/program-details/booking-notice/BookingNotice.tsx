import { useEffect } from 'react';
import { Link, selectUser, useAppDispatch, useAppSelector, useLocale } from '@wellness/shared/contract';
import { buttonClassName, DismissButton } from '@wellness/shared/ui';
import { formatDateTime } from '@wellness/shared/format';
import { bookingMade, bookingNoticeDismissed, selectNoticedBooking, type NoticedBooking } from './bookingNoticeSlice';
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

/** Where the tab keeps the notice, so a reload or a page outside the catalog does not lose it. */
export const BOOKING_NOTICE_KEY = 'wellness_booking_notice';

function storedNotice(): NoticedBooking | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(BOOKING_NOTICE_KEY) ?? 'null') as NoticedBooking | null;
    return stored && typeof stored.id === 'string' && typeof stored.reference === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/**
 * After the booking dialog's confirmation has closed itself (SPEC: 2 s), this notice keeps the booking findable: its
 * reference and, for a guest with an account, "View my booking". It stays, on every page of the catalog and across
 * reloads of the tab, until the visitor dismisses it; it is shown only to whoever made the booking. The live region is
 * always there, so what appears in it is announced.
 */
export function BookingNotice() {
  const noticed = useAppSelector(selectNoticedBooking);
  const locale = useLocale();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();

  // The tab's notice comes back after a reload; each change is kept for the next one.
  useEffect(() => {
    const stored = storedNotice();
    if (stored) dispatch(bookingMade(stored));
  }, [dispatch]);
  useEffect(() => {
    try {
      if (noticed) sessionStorage.setItem(BOOKING_NOTICE_KEY, JSON.stringify(noticed));
    } catch {
      // Storage refused (private mode, full): the notice lasts as long as the page.
    }
  }, [noticed]);

  const dismiss = () => {
    try {
      sessionStorage.removeItem(BOOKING_NOTICE_KEY);
    } catch {
      // As above.
    }
    dispatch(bookingNoticeDismissed());
  };

  const booking = noticed && noticed.bookedBy === (user?.email ?? null) ? noticed : null;
  return (
    <div className={styles.region} aria-live="polite">
      {booking && (
        <section className={styles.notice} aria-label={BOOKING_NOTICE_TEXTS.label}>
          <div className={styles.text}>
            <p className={styles.title}>{booking.state === 'confirmed' ? BOOKING_NOTICE_TEXTS.confirmed : BOOKING_NOTICE_TEXTS.requested}</p>
            <p>
              {booking.programName} · Reference <strong>{booking.reference}</strong>
            </p>
            {booking.state === 'requested' && booking.respondBy && <p>The host answers by {formatDateTime(booking.respondBy, locale)}.</p>}
            {user?.role === 'user' ? (
              <Link to={myBookingHref(booking)} className={buttonClassName('primary', 'sm')}>
                {BOOKING_NOTICE_TEXTS.view}
              </Link>
            ) : (
              <p>{BOOKING_NOTICE_TEXTS.keep}</p>
            )}
          </div>
          <DismissButton label={`${BOOKING_NOTICE_TEXTS.dismiss} the notice of booking ${booking.reference}`} onClick={dismiss} />
        </section>
      )}
    </div>
  );
}
