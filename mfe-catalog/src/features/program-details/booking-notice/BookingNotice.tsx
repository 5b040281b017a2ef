import { lazy, Suspense, useEffect } from 'react';
import { selectUser, useAppDispatch, useAppSelector } from '@wellness/shared/contract';
import { bookingMade, bookingNoticeDismissed, selectNoticedBooking, type NoticedBooking } from './bookingNoticeSlice';
import styles from './BookingNotice.module.css';

// The notice itself (its texts in their catalogue, its buttons) loads with the first booking it shows, in the booking
// dialog's chunk (the dialog shows it): no catalog page's first paint carries it.
const Notice = lazy(() => import(/* webpackChunkName: "booking-dialog" */ './Notice'));

/** Some of its words in English, as its catalogue has them (its tests compare them). */
export const BOOKING_NOTICE_TEXTS = {
  label: 'Your booking',
  view: 'View my booking',
  keep: 'Keep this reference: our team and the host find your booking by it.',
} as const;

export { myBookingHref } from './myBookingHref';

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
      {/* Until its code (and its texts in the page's language) arrive, nothing more is shown. */}
      {booking && (
        <Suspense fallback={null}>
          <Notice booking={booking} guest={user?.role === 'user'} onDismiss={dismiss} />
        </Suspense>
      )}
    </div>
  );
}

