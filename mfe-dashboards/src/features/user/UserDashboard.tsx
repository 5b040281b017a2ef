import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { hasServerData, selectUser, useAppSelector, useFirstViewHold, useNavigate, useSearchParams, type AppStore } from '@wellness/shared/contract';
import { BOOKING_TABS, bookingTab, guestMayCancel, type Booking, type BookingTab } from '@wellness/shared/domain';
import { Button, ButtonLink, EmptyState, InlineMessage, Skeleton, Tabs, todayIso } from '@wellness/shared/ui';
import { useNotice } from '../../components/useNotice';
import { cancellationText } from '../../lib/cancellationText';
import { loadingTexts } from '../../messages';
import { useCancelBookingMutation } from './api/cancelBooking';
import { myBookingsApi, useMyBookingsQuery } from './api/myBookings';
import { MY_BOOKINGS_PATH } from './api/myBookingsPath';
import { BookingItem, bookingItemId } from './BookingItem';
import { userMessages, useUserT } from './messages';
import styles from './UserDashboard.module.css';

// The cancel dialog (and its texts) loads when a guest first cancels: not in the page's first paint.
const CancelBookingDialog = lazy(() => import(/* webpackChunkName: "cancel-booking" */ './CancelBookingDialog'));

/** The user dashboard's tabs, in the spec's order and words; each tab's rule (the shared BOOKING_TAB_RULE). */
const TABS = [
  { id: 'booked', label: 'tabs.booked', rule: 'rule.booked' },
  { id: 'upcoming', label: 'tabs.upcoming', rule: 'rule.upcoming' },
  { id: 'canceled', label: 'tabs.canceled', rule: 'rule.canceled' },
] as const satisfies readonly { id: BookingTab; label: string; rule: string }[];

/** Each tab's empty state says what the tab holds, so an empty tab never reads as "your booking is gone". */
const EMPTY = {
  booked: { title: 'empty.booked.title', description: 'empty.booked.description' },
  upcoming: { title: 'empty.upcoming.title', description: 'empty.upcoming.description' },
  canceled: { title: 'empty.canceled.title', description: 'empty.canceled.description' },
} as const satisfies Record<BookingTab, { title: string; description: string }>;

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
  const { t, locale } = useUserT();
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const linked = search.get('booking');
  const [chosen, setChosen] = useState<BookingTab | null>(null);
  // All bookings at once: sorting them into tabs here keeps each in one tab, and a canceled one moves at the next read.
  const { data, isLoading, isError, refetch } = useMyBookingsQuery();
  // The server's view of these bookings (ADR 0018) stays on screen until the app shows them: no skeleton in between.
  // Read once: the query takes the server's answer at once, and the hold must last until its render.
  const [fromServer] = useState(() => hasServerData(MY_BOOKINGS_PATH));
  useFirstViewHold(isLoading && fromServer);
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
      notice.show('success', t('canceledNotice', { reference: booking.reference, program: booking.programName, outcome }).replace(/\s+/g, ' '), { focus: true });
    } catch (error) {
      notice.show('error', apiErrorMessage(error, t('cancelFailed')), { focus: true });
    } finally {
      setToCancel(null);
    }
  };

  const panel = (id: BookingTab) => {
    if (isLoading)
      return (
        <div className={styles.list} aria-busy="true">
          <Skeleton className={styles.skeleton} />
          <Skeleton className={styles.skeleton} />
        </div>
      );
    if (isError || !data)
      return (
        <div className={styles.list}>
          <InlineMessage tone="error" action={<Button size="sm" variant="secondary" onClick={() => refetch()}>{t('retry')}</Button>}>
            {t('failed')}
          </InlineMessage>
        </div>
      );
    const bookings = inTab(id);
    return (
      <div className={styles.list}>
        {bookings.length === 0 ? (
          <EmptyState title={t(EMPTY[id].title)} description={t(EMPTY[id].description)} />
        ) : (
          <>
            <p className={styles.rule}>{t(TABS.find((tab) => tab.id === id)!.rule)}</p>
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
        {/* No one is signed in only in the first view, rendered at build time: the name's place until the app has it. */}
        {user ? t('welcome', { name: user.firstName || user.email }) : <Skeleton shape="text" className={styles.nameSkeleton} />}
      </h1>
      <div className={styles.head}>
        <h2 className={styles.subtitle}>{t('title')}</h2>
        <ButtonLink href="/explore" onNavigate={(href) => navigate(href)}>
          {t('book')}
        </ButtonLink>
      </div>
      {notice.element}
      <Tabs
        label={t('title')}
        value={tab}
        onChange={(id) => setChosen(id as BookingTab)}
        tabs={TABS.map((entry) => ({
          id: entry.id,
          label: data ? (
            <>
              {t(entry.label)} <span className={styles.count}>({inTab(entry.id).length})</span>
            </>
          ) : (
            t(entry.label)
          ),
          content: panel(entry.id),
        }))}
      />
      {toCancel && (
        <Suspense fallback={null}>
          <CancelBookingDialog key={toCancel.id} booking={toCancel} busy={canceling} onClose={() => setToCancel(null)} onConfirm={() => onConfirmCancel(toCancel)} />
        </Suspense>
      )}
    </section>
  );
}

/**
 * Before the first render: the page's texts, and its bookings asked at once, so the call runs while the area renders
 * (the page's largest text is the bookings' or their empty tab's: Lighthouse's LCP waited for a call the first commit
 * started). Only for a guest who is signed in: the role guard takes anyone else elsewhere.
 */
export const prepare = (store: AppStore) => {
  if (selectUser(store.getState())?.role === 'user') {
    void store.dispatch(myBookingsApi.endpoints.myBookings.initiate(undefined, { subscribe: false }));
  }
  return loadingTexts(userMessages)(store);
};

export default UserDashboard;
