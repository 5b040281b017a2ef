import { lazy, Suspense, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { BOOKING_STATES, type Booking, type BookingState } from '@wellness/shared/domain';
import { Badge, Button, DataTable, Select, TextField, todayIso, VisuallyHidden, type DataTableColumn } from '@wellness/shared/ui';
import { formatDateRange, formatDateTime, formatMoney } from '@wellness/shared/format';
import { usePageParam, useQueryParams, useSearchParam } from '../../lib/listParams';
import { BookingHistory } from '../BookingHistory';
import { MessageLink } from '../MessageLink';
import { useNotice } from '../useNotice';
import { useComponentsT } from '../messages';
import { BOOKING_STATE_BADGE } from '../../lib/bookingStates';
import { BOOKING_REQUESTS_PAGE_SIZE, useBookingRequestsQuery } from './api/bookingRequests';
import { useCancelStayMutation } from './api/cancelStay';
import { useDecideBookingRequestMutation } from './api/decideBookingRequest';
import { ManualPayments } from './ManualPayments';
import styles from './BookingRequests.module.css';

// The two dialogs validate the owner's reason with the shared schemas, which bring zod: loaded when first opened, so
// the validation library stays out of the facility dashboard's first paint.
const DeclineDialog = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ './DeclineDialog').then((m) => ({ default: m.DeclineDialog })));
const CancelStayDialog = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ './CancelStayDialog').then((m) => ({ default: m.CancelStayDialog })));

const POLICY = { flexible: 'requests.flexible', moderate: 'requests.moderate', strict: 'requests.strict' } as const;
/** Each state as its owner reads it (the shared OWNER_BOOKING_STATE_LABEL's words in English). */
export const OWNER_STATE = {
  requested: 'state.requested', confirmed: 'state.confirmed', declined: 'state.declined', expired: 'state.expired',
  canceled_by_guest: 'state.canceled_by_guest', canceled_by_provider: 'state.canceled_by_provider', completed: 'state.completed',
} as const satisfies Record<BookingState, string>;

/**
 * The bookings of the caller's own programs: requests with the deadline to answer them (Confirm, or Decline with an
 * optional reason), confirmed stays still to come (Cancel stay, with a required reason), and a filter by state with
 * the count of each. A refused move (the guest canceled, the request expired) shows the API's message and the list
 * is read again. Under about 40rem the table's rows become cards (DataTable), so no column is cut off on a phone.
 * The search (guest, email, program, reference), the state and the page are in the URL's query (bookingQ,
 * bookingState, bookingPage: the page's program list has its own q and page), so a reload keeps them.
 */
export function BookingRequests() {
  const { t, locale } = useComponentsT();
  const [params, update] = useQueryParams();
  const urlState = params.get('bookingState');
  const state: BookingState | '' = BOOKING_STATES.includes(urlState as BookingState) ? (urlState as BookingState) : '';
  const [page, setPage] = usePageParam('bookingPage');
  const search = useSearchParam('bookingQ', ['bookingPage']);
  const query = useBookingRequestsQuery({ state: state || undefined, page, q: search.q.trim() || undefined });
  const { data } = query;
  const [decide, { isLoading: deciding }] = useDecideBookingRequestMutation();
  const [cancelStay, { isLoading: canceling }] = useCancelStayMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [declining, setDeclining] = useState<Booking | null>(null);
  const [cancelingStay, setCancelingStay] = useState<Booking | null>(null);
  // Mounted from the first opening on, so that closing keeps the dialog's own focus return.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (!dialogsWanted && (declining || cancelingStay)) setDialogsWanted(true);
  const notice = useNotice();
  const today = todayIso();
  const messages = { loading: t('requests.loading'), error: t('requests.error'), empty: t('requests.empty'), emptyDescription: t('requests.emptyDescription') };

  const run = async (booking: Booking, action: () => Promise<unknown>, done: string) => {
    setBusy(booking.id);
    notice.clear();
    try {
      await action();
      notice.show('success', done, { focus: true });
    } catch (error) {
      notice.show('error', apiErrorMessage(error, t('requests.failed')), { focus: true });
    } finally {
      setBusy(null);
      setDeclining(null);
      setCancelingStay(null);
    }
  };

  const confirm = (booking: Booking) => run(booking, () => decide({ id: booking.id, decision: 'confirm' }).unwrap(), t('requests.confirmed', { reference: booking.reference, name: booking.name }));
  const decline = (booking: Booking, reason: string) =>
    run(booking, () => decide({ id: booking.id, decision: 'decline', reason }).unwrap(), t('requests.declined', { reference: booking.reference, name: booking.name }));
  const cancel = (booking: Booking, reason: string) =>
    run(booking, () => cancelStay({ id: booking.id, reason }).unwrap(), t('requests.canceled', { reference: booking.reference, name: booking.name }));

  const columns: DataTableColumn<Booking>[] = [
    {
      header: t('requests.booking'),
      rowHeader: true,
      cell: (b) => (
        <>
          <span className={styles.program}>{b.programName}</span>
          <span className={styles.muted}>{t('requests.reference', { reference: b.reference })}</span>
        </>
      ),
    },
    {
      header: t('requests.guest'),
      cell: (b) => (
        <>
          <span className={styles.guest}>{b.name}</span>
          <span className={styles.contact}>{b.email}</span>
          <span className={styles.contact}>{t('requests.guests', { count: b.guests })}</span>
        </>
      ),
    },
    { header: t('requests.session'), cell: (b) => formatDateRange(b.startDate, b.endDate, locale) },
    {
      header: t('requests.total'),
      cell: (b) => (
        <>
          <span>{b.total === null ? t('requests.noPrice') : formatMoney(b.total, b.currency, locale)}</span>
          <span className={styles.contact}>{t(POLICY[b.policy])}</span>
          {b.total !== null && <ManualPayments booking={b} />}
        </>
      ),
    },
    {
      header: t('requests.status'),
      cell: (b) => (
        <div className={styles.status}>
          <Badge size="sm" variant={BOOKING_STATE_BADGE[b.state]}>
            {t(OWNER_STATE[b.state])}
          </Badge>
          {b.state === 'requested' && b.respondBy && <span className={styles.deadline}>{t('requests.answerBy', { time: formatDateTime(b.respondBy, locale) })}</span>}
          {b.reason && (b.state === 'declined' || b.state === 'canceled_by_provider') && <span className={styles.contact}>{t('requests.reason', { reason: b.reason })}</span>}
          <BookingHistory history={b.history} reference={b.reference} reader="owner" />
          <MessageLink bookingId={b.id} about={t('requests.about', { name: b.name, program: b.programName })} />
        </div>
      ),
    },
    {
      header: t('requests.actions'),
      cell: (b) => {
        const about = t('requests.bookingOf', { name: b.name, program: b.programName });
        if (b.state === 'requested')
          return (
            <div className={styles.actions}>
              <Button size="sm" busy={busy === b.id && deciding && !declining} disabled={busy === b.id} onClick={() => confirm(b)} aria-label={t('requests.confirmOf', { about })}>
                {t('requests.confirm')}
              </Button>
              <Button size="sm" variant="secondary" disabled={busy === b.id} onClick={() => setDeclining(b)} aria-label={t('requests.declineOf', { about })}>
                {t('requests.decline')}
              </Button>
            </div>
          );
        if (b.state === 'confirmed' && b.startDate > today)
          return (
            <Button size="sm" variant="secondary" disabled={busy === b.id} onClick={() => setCancelingStay(b)}>
              {t('requests.cancelStay')}<VisuallyHidden> {t('requests.cancelStayOf', { name: b.name, program: b.programName })}</VisuallyHidden>
            </Button>
          );
        return <span className={styles.none}>—</span>;
      },
    },
  ];

  const all = data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : null;
  const options = [
    { value: '', label: all === null ? t('requests.all') : t('requests.allCount', { count: all }) },
    ...BOOKING_STATES.map((s) => ({ value: s, label: data ? t('requests.stateCount', { state: t(OWNER_STATE[s]), count: data.counts[s] ?? 0 }) : t(OWNER_STATE[s]) })),
  ];

  return (
    <section className={styles.section} aria-labelledby="booking-requests-title">
      <div className={styles.head}>
        <h2 id="booking-requests-title" className={styles.title}>
          {t('requests.title')} {data ? <span className={styles.count}>({data.total})</span> : null}
        </h2>
        <Select
          className={styles.filter}
          label={t('requests.show')}
          value={state}
          options={options}
          onChange={(e) => update({ bookingState: e.target.value, bookingPage: null })}
        />
      </div>
      {/* Each search landmark of the page has its own name (two share the facility dashboard). */}
      <div role="search" aria-label={t('requests.search')} className={styles.search}>
        <TextField
          label={t('requests.searchLabel')}
          hideLabel
          type="search"
          placeholder={t('requests.searchPlaceholder')}
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
      </div>
      {notice.element}
      <DataTable
        caption={t('requests.caption')}
        columns={columns}
        rows={data?.requests}
        rowKey={(b) => b.id}
        query={query}
        messages={search.q.trim() ? { ...messages, empty: t('requests.noMatch'), emptyDescription: undefined } : messages}
        pagination={data && { page, pageSize: BOOKING_REQUESTS_PAGE_SIZE, total: data.total, onPageChange: setPage, label: t('requests.pages') }}
      />
      {dialogsWanted && (
        <Suspense fallback={null}>
          <DeclineDialog key={`decline-${declining?.id ?? ''}`} booking={declining} busy={deciding} onClose={() => setDeclining(null)} onDecline={(reason) => declining && decline(declining, reason)} />
          <CancelStayDialog key={`cancel-${cancelingStay?.id ?? ''}`} booking={cancelingStay} busy={canceling} onClose={() => setCancelingStay(null)} onCancel={(reason) => cancelingStay && cancel(cancelingStay, reason)} />
        </Suspense>
      )}
    </section>
  );
}
