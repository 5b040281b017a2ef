import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { selectApiBaseUrl, selectUser, useAppSelector, useNavigate } from '@wellness/shared/contract';
import type { Booking, BookingFilter } from '@wellness/shared/domain';
import { Badge, Button, ButtonLink, EmptyState, InlineMessage, Skeleton, Tabs } from '@wellness/shared/ui';
import { BOOKING_STATE_BADGE, BOOKING_STATE_LABEL } from '../../lib/bookingStates';
import { formatDayMonthYear } from '../../lib/format';
import { imageSrc } from '../../lib/images';
import { useCancelBookingMutation } from './api/cancelBooking';
import { useMyBookingsQuery } from './api/myBookings';
import styles from './UserDashboard.module.css';

/** The user dashboard's tabs. */
export const BOOKING_TABS: { id: BookingFilter; label: string }[] = [
  { id: 'booked', label: 'Booked' },
  { id: 'upcoming', label: 'Upcoming' },
  { id: 'canceled', label: 'Canceled' },
];

const EMPTY: Record<BookingFilter, string> = {
  booked: 'No booked programs yet',
  upcoming: 'No upcoming programs',
  canceled: 'No canceled programs',
};

function BookingList({ status }: { status: BookingFilter }) {
  const { data, isLoading, isError, refetch } = useMyBookingsQuery(status);
  const [cancel] = useCancelBookingMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const apiBaseUrl = useAppSelector(selectApiBaseUrl);

  const onCancel = async (booking: Booking) => {
    setBusy(booking.id);
    setMessage(null);
    try {
      await cancel(booking.id).unwrap();
      setMessage({ tone: 'success', text: `Your booking of ${booking.programName} is canceled.` });
    } catch (error) {
      setMessage({ tone: 'error', text: apiErrorMessage(error, 'The booking could not be canceled. Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  if (isLoading) {
    return (
      <div className={styles.list} aria-busy="true">
        <Skeleton height="6rem" />
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (isError) {
    return (
      <InlineMessage tone="error" action={<Button size="sm" variant="secondary" onClick={() => refetch()}>Try again</Button>}>
        Your bookings could not be loaded.
      </InlineMessage>
    );
  }
  const bookings = data?.bookings ?? [];
  return (
    <div className={styles.list}>
      <div aria-live="polite">{message && <InlineMessage tone={message.tone}>{message.text}</InlineMessage>}</div>
      {bookings.length === 0 ? (
        <EmptyState title={EMPTY[status]} description="Programs you book appear here." />
      ) : (
        <ul className={styles.bookings}>
          {bookings.map((booking) => (
            <li key={booking.id} className={styles.booking}>
              {booking.programImage ? (
                <img className={styles.thumb} src={imageSrc(booking.programImage, apiBaseUrl)} alt="" width={120} height={90} loading="lazy" decoding="async" />
              ) : (
                <div className={styles.thumb} aria-hidden="true" />
              )}
              <div className={styles.info}>
                <h3 className={styles.name}>{booking.programName}</h3>
                {booking.location && <p className={styles.location}>{booking.location}</p>}
                <p className={styles.date}>Preferred date: {formatDayMonthYear(booking.preferredDate)}</p>
              </div>
              <div className={styles.side}>
                <Badge size="sm" variant={BOOKING_STATE_BADGE[booking.status]}>
                  {BOOKING_STATE_LABEL[booking.status]}
                </Badge>
                {(booking.status === 'requested' || booking.status === 'confirmed') && (
                  <Button size="sm" variant="secondary" busy={busy === booking.id} onClick={() => onCancel(booking)} aria-label={`Cancel the booking of ${booking.programName}`}>
                    Cancel
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** /dashboard/user: welcome heading and My Programs, the user's own bookings by tab. */
export function UserDashboard() {
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [tab, setTab] = useState<BookingFilter>('booked');
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
      <Tabs
        label="My Programs"
        value={tab}
        onChange={(id) => setTab(id as BookingFilter)}
        tabs={BOOKING_TABS.map((t) => ({ id: t.id, label: t.label, content: <BookingList status={t.id} /> }))}
      />
    </section>
  );
}

export default UserDashboard;
