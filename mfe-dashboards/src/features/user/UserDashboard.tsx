import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { selectUser, useAppSelector, useNavigate } from '@wellness/shared/contract';
import { BOOKING_TAB_RULE, bookingTab, guestMayCancel, type Booking, type BookingTab } from '@wellness/shared/domain';
import { Button, ButtonLink, EmptyState, InlineMessage, Skeleton, Tabs, todayIso } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { useCancelBookingMutation } from './api/cancelBooking';
import { useMyBookingsQuery } from './api/myBookings';
import { BookingItem } from './BookingItem';
import { CancelBookingDialog } from './CancelBookingDialog';
import styles from './UserDashboard.module.css';

/** The user dashboard's tabs, in the spec's order and words. */
export const BOOKING_TAB_LABELS: { id: BookingTab; label: string }[] = [
  { id: 'booked', label: 'Booked' },
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'canceled', label: 'Canceled' },
];

const EMPTY: Record<BookingTab, string> = {
  booked: 'No booked programs yet',
  upcoming: 'No upcoming programs',
  canceled: 'No canceled programs',
};

/**
 * /dashboard/user: welcome heading and My Programs, the user's own bookings by tab. Every booking is in exactly one
 * tab, by the shared `bookingTab` rule, which each tab states. A booking that may still be canceled offers it; the
 * dialog says first what the policy gives back.
 */
export function UserDashboard() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [tab, setTab] = useState<BookingTab>('booked');
  // All bookings at once: sorting them into tabs here keeps each in one tab, and a canceled one moves at the next read.
  const { data, isLoading, isError, refetch } = useMyBookingsQuery();
  const [cancel, { isLoading: canceling }] = useCancelBookingMutation();
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const notice = useNotice();
  const today = todayIso();

  const onConfirmCancel = async (booking: Booking) => {
    notice.clear();
    try {
      const canceled = await cancel(booking.id).unwrap();
      const outcome = canceled.cancellation?.text ?? '';
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
    const bookings = data.bookings.filter((b) => bookingTab(b, today) === id);
    return (
      <div className={styles.list}>
        <p className={styles.rule}>{BOOKING_TAB_RULE[id]}</p>
        {bookings.length === 0 ? (
          <EmptyState title={EMPTY[id]} description="Programs you book appear here." />
        ) : (
          <ul className={styles.bookings}>
            {bookings.map((b) => (
              <BookingItem key={b.id} booking={b} onCancel={guestMayCancel(b, today) ? () => setToCancel(b) : undefined} />
            ))}
          </ul>
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
      <Tabs label="My Programs" value={tab} onChange={(id) => setTab(id as BookingTab)} tabs={BOOKING_TAB_LABELS.map((t) => ({ id: t.id, label: t.label, content: panel(t.id) }))} />
      {toCancel && <CancelBookingDialog key={toCancel.id} booking={toCancel} busy={canceling} onClose={() => setToCancel(null)} onConfirm={() => onConfirmCancel(toCancel)} />}
    </section>
  );
}

export default UserDashboard;
