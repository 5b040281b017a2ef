import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { selectUser, useAppSelector, useLocale, useNavigate, useSearchParams } from '@wellness/shared/contract';
import { BOOKING_TAB_RULE, BOOKING_TABS, bookingTab, guestMayCancel, type Booking, type BookingTab } from '@wellness/shared/domain';
import { Button, ButtonLink, EmptyState, InlineMessage, Skeleton, Tabs, todayIso } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { cancellationText } from '../../lib/cancellationText';
import { useCancelBookingMutation } from './api/cancelBooking';
import { useMyBookingsQuery } from './api/myBookings';
import { BookingItem, bookingItemId } from './BookingItem';
import { CancelBookingDialog } from './CancelBookingDialog';
import styles from './UserDashboard.module.css';

/** The user dashboard's tabs, in the spec's order and words. */
export const BOOKING_TAB_LABELS: { id: BookingTab; label: string }[] = [
  { id: 'booked', label: 'Booked' },
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'canceled', label: 'Canceled' },
];

/** Each tab's empty state says what the tab holds, so an empty tab never reads as "your booking is gone". */
export const EMPTY: Record<BookingTab, { title: string; description: string }> = {
  booked: { title: 'No booked stays yet', description: 'Booked lists your confirmed stays from their first day on, and the stays you have completed.' },
  upcoming: { title: 'Nothing upcoming', description: 'Upcoming lists your requests waiting for the host and your confirmed stays that have not begun.' },
  canceled: { title: 'Nothing canceled', description: 'Canceled lists bookings that were declined, expired or canceled, by you or by the host.' },
};

/** The tab a visit opens on: the one of the booking it was sent to (`?booking=`), else of the newest booking. */
export function openingTab(bookings: readonly Booking[], today: string, bookingId: string | null): BookingTab {
  const wanted = bookingId ? bookings.find((b) => b.id === bookingId) : undefined;
  const newest = wanted ?? bookings.reduce<Booking | undefined>((latest, b) => (!latest || b.createdAt > latest.createdAt ? b : latest), undefined);
  return newest ? bookingTab(newest, today) : BOOKING_TABS[0];
}

/**
 * /dashboard/user: welcome heading and My Programs, the user's own bookings by tab. Every booking is in exactly one
 * tab, by the shared `bookingTab` rule, which each tab states; each tab shows its count. It opens on the tab that holds
 * the newest booking, or the one a link names (`?booking=<id>`, the booking notice's "View my booking"), which is then
 * brought into view. A booking that may still be canceled offers it; the dialog says first what the policy gives back.
 */
export function UserDashboard() {
  const locale = useLocale();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linked = search.get('booking');
  const [chosen, setChosen] = useState<BookingTab | null>(null);
  // All bookings at once: sorting them into tabs here keeps each in one tab, and a canceled one moves at the next read.
  const { data, isLoading, isError, refetch } = useMyBookingsQuery();
  const [cancel, { isLoading: canceling }] = useCancelBookingMutation();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const notice = useNotice();
  const today = todayIso();
  const tab = chosen ?? (data ? openingTab(data.bookings, today, linked) : BOOKING_TABS[0]);
  // The tab it opened on stays until the visitor picks another: a booking that moves (canceled) does not move the view.
  if (chosen === null && data) setChosen(tab);
  const inTab = (id: BookingTab) => (data?.bookings ?? []).filter((b) => bookingTab(b, today) === id);

  // The booking a link names is brought into view and focused, once, when the list has it.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (!linked || !data || shown.current === linked) return;
    const item = document.getElementById(bookingItemId(linked));
    if (!item) return;
    shown.current = linked;
    item.scrollIntoView?.({ block: 'center' });
    item.focus({ preventScroll: true });
  }, [linked, data, tab]);

  const onConfirmCancel = async (booking: Booking) => {
    notice.clear();
    try {
      const canceled = await cancel(booking.id).unwrap();
      const outcome = canceled.cancellation ? cancellationText(canceled.cancellation, canceled, 'guest', locale) : '';
      notice.show('success', `Your booking ${booking.reference} of ${booking.programName} is canceled. ${outcome} It is listed under Canceled.`.replace(/\s+/g, ' '), { focus: true });
    } catch (error) {
      notice.show('error', apiErrorMessage(error, 'The booking could not be canceled. Please try again.'), { focus: true });
    } finally {
      setToCancel(null);
    }
  };

  const panel = (id: BookingTab) => {
    if (isLoading)
      return (
        <div className={styles.list} aria-busy="true">
          <Skeleton height="6rem" />
          <Skeleton height="6rem" />
        </div>
      );
    if (isError || !data)
      return (
        <div className={styles.list}>
          <InlineMessage tone="error" action={<Button size="sm" variant="secondary" onClick={() => refetch()}>Try again</Button>}>
            Your bookings could not be loaded.
          </InlineMessage>
        </div>
      );
    const bookings = inTab(id);
    return (
      <div className={styles.list}>
        {bookings.length === 0 ? (
          <EmptyState title={EMPTY[id].title} description={EMPTY[id].description} />
        ) : (
          <>
            <p className={styles.rule}>{BOOKING_TAB_RULE[id]}</p>
            <ul className={styles.bookings}>
              {bookings.map((b) => (
                <BookingItem key={b.id} booking={b} linked={b.id === linked} onCancel={guestMayCancel(b, today) ? () => setToCancel(b) : undefined} />
              ))}
            </ul>
          </>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby="user-dashboard-title" className={styles.page}>
      <h1 id="user-dashboard-title" className={styles.title}>
        Welcome, {user?.firstName || user?.email}
      </h1>
      <div className={styles.head}>
        <h2 className={styles.subtitle}>My Programs</h2>
        <ButtonLink href="/explore" onNavigate={(href) => navigate(href)}>
          BOOK A SERVICE
        </ButtonLink>
      </div>
      {notice.element}
      <Tabs
        label="My Programs"
        value={tab}
        onChange={(id) => setChosen(id as BookingTab)}
        tabs={BOOKING_TAB_LABELS.map((t) => ({
          id: t.id,
          label: data ? (
            <>
              {t.label} <span className={styles.count}>({inTab(t.id).length})</span>
            </>
          ) : (
            t.label
          ),
          content: panel(t.id),
        }))}
      />
      {toCancel && <CancelBookingDialog key={toCancel.id} booking={toCancel} busy={canceling} onClose={() => setToCancel(null)} onConfirm={() => onConfirmCancel(toCancel)} />}
    </section>
  );
}

export default UserDashboard;
