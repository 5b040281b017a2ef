import { lazy, Suspense, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { BOOKING_STATES, CANCELLATION_POLICY_LABEL, OWNER_BOOKING_STATE_LABEL, type Booking, type BookingState } from '@wellness/shared/domain';
import { Badge, Button, DataTable, Select, TextField, todayIso, VisuallyHidden, type DataTableColumn } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDateRange, formatDateTime } from '@wellness/shared/format';
import { usePageParam, useQueryParams, useSearchParam } from '../../lib/listParams';
import { BookingHistory } from '../BookingHistory';
import { MessageLink } from '../MessageLink';
import { useNotice } from '../useNotice';
import { BOOKING_STATE_BADGE } from '../../lib/bookingStates';
import { formatTotal, guestsText } from '../../lib/format';
import { BOOKING_REQUESTS_PAGE_SIZE, useBookingRequestsQuery } from './api/bookingRequests';
import { useCancelStayMutation } from './api/cancelStay';
import { useDecideBookingRequestMutation } from './api/decideBookingRequest';
import { ManualPayments } from './ManualPayments';
import styles from './BookingRequests.module.css';

// The two dialogs validate the owner's reason with the shared schemas, which bring zod: loaded when first opened, so
// the validation library stays out of the facility dashboard's first paint.
const DeclineDialog = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ './DeclineDialog').then((m) => ({ default: m.DeclineDialog })));
const CancelStayDialog = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ './CancelStayDialog').then((m) => ({ default: m.CancelStayDialog })));

const MESSAGES = {
  loading: 'Loading booking requests…',
  error: 'The booking requests could not be loaded. Please try again later.',
  empty: 'No booking requests yet',
  emptyDescription: 'Requests for your programs appear here.',
};

const FAILED = 'The booking could not be updated. Please try again.';

/**
 * The bookings of the caller's own programs: requests with the deadline to answer them (Confirm, or Decline with an
 * optional reason), confirmed stays still to come (Cancel stay, with a required reason), and a filter by state with
 * the count of each. A refused move (the guest canceled, the request expired) shows the API's message and the list
 * is read again. Under about 40rem the table's rows become cards (DataTable), so no column is cut off on a phone.
 * The search (guest, email, program, reference), the state and the page are in the URL's query (bookingQ,
 * bookingState, bookingPage: the page's program list has its own q and page), so a reload keeps them.
 */
export function BookingRequests() {
  const locale = useLocale();
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

  const run = async (booking: Booking, action: () => Promise<unknown>, done: string) => {
    setBusy(booking.id);
    notice.clear();
    try {
      await action();
      notice.show('success', done, { focus: true });
    } catch (error) {
      notice.show('error', apiErrorMessage(error, FAILED), { focus: true });
    } finally {
      setBusy(null);
      setDeclining(null);
      setCancelingStay(null);
    }
  };

  const confirm = (booking: Booking) => run(booking, () => decide({ id: booking.id, decision: 'confirm' }).unwrap(), `Booking ${booking.reference} of ${booking.name} confirmed.`);
  const decline = (booking: Booking, reason: string) =>
    run(booking, () => decide({ id: booking.id, decision: 'decline', reason }).unwrap(), `Booking ${booking.reference} of ${booking.name} declined.`);
  const cancel = (booking: Booking, reason: string) =>
    run(booking, () => cancelStay({ id: booking.id, reason }).unwrap(), `The stay ${booking.reference} of ${booking.name} is canceled; the guest is refunded in full.`);

  const columns: DataTableColumn<Booking>[] = [
    {
      header: 'Booking',
      rowHeader: true,
      cell: (b) => (
        <>
          <span className={styles.program}>{b.programName}</span>
          <span className={styles.muted}>Ref. {b.reference}</span>
        </>
      ),
    },
    {
      header: 'Guest',
      cell: (b) => (
        <>
          <span className={styles.guest}>{b.name}</span>
          <span className={styles.contact}>{b.email}</span>
          <span className={styles.contact}>{guestsText(b.guests)}</span>
        </>
      ),
    },
    { header: 'Session', cell: (b) => formatDateRange(b.startDate, b.endDate, locale) },
    {
      header: 'Total',
      cell: (b) => (
        <>
          <span>{formatTotal(b.total, b.currency, locale)}</span>
          <span className={styles.contact}>{CANCELLATION_POLICY_LABEL[b.policy]} policy</span>
          {b.total !== null && <ManualPayments booking={b} />}
        </>
      ),
    },
    {
      header: 'Status',
      cell: (b) => (
        <div className={styles.status}>
          <Badge size="sm" variant={BOOKING_STATE_BADGE[b.state]}>
            {OWNER_BOOKING_STATE_LABEL[b.state]}
          </Badge>
          {b.state === 'requested' && b.respondBy && <span className={styles.deadline}>Answer by {formatDateTime(b.respondBy, locale)}</span>}
          {b.reason && (b.state === 'declined' || b.state === 'canceled_by_provider') && <span className={styles.contact}>Reason: {b.reason}</span>}
          <BookingHistory history={b.history} reference={b.reference} reader="owner" />
          <MessageLink bookingId={b.id} about={`${b.name} about ${b.programName}`} />
        </div>
      ),
    },
    {
      header: 'Actions',
      cell: (b) => {
        const about = `the booking of ${b.name} for ${b.programName}`;
        if (b.state === 'requested')
          return (
            <div className={styles.actions}>
              <Button size="sm" busy={busy === b.id && deciding && !declining} disabled={busy === b.id} onClick={() => confirm(b)} aria-label={`Confirm ${about}`}>
                Confirm
              </Button>
              <Button size="sm" variant="secondary" disabled={busy === b.id} onClick={() => setDeclining(b)} aria-label={`Decline ${about}`}>
                Decline
              </Button>
            </div>
          );
        if (b.state === 'confirmed' && b.startDate > today)
          return (
            <Button size="sm" variant="secondary" disabled={busy === b.id} onClick={() => setCancelingStay(b)}>
              Cancel stay<VisuallyHidden> of {b.name} for {b.programName}</VisuallyHidden>
            </Button>
          );
        return <span className={styles.none}>—</span>;
      },
    },
  ];

  const all = data ? Object.values(data.counts).reduce((sum, n) => sum + n, 0) : null;
  const options = [
    { value: '', label: all === null ? 'All bookings' : `All bookings (${all})` },
    ...BOOKING_STATES.map((s) => ({ value: s, label: data ? `${OWNER_BOOKING_STATE_LABEL[s]} (${data.counts[s] ?? 0})` : OWNER_BOOKING_STATE_LABEL[s] })),
  ];

  return (
    <section className={styles.section} aria-labelledby="booking-requests-title">
      <div className={styles.head}>
        <h2 id="booking-requests-title" className={styles.title}>
          Booking Requests {data ? <span className={styles.count}>({data.total})</span> : null}
        </h2>
        <Select
          className={styles.filter}
          label="Show"
          value={state}
          options={options}
          onChange={(e) => update({ bookingState: e.target.value, bookingPage: null })}
        />
      </div>
      {/* Each search landmark of the page has its own name (two share the facility dashboard). */}
      <div role="search" aria-label="Booking requests" className={styles.search}>
        <TextField
          label="Search booking requests by guest, email, program or reference"
          hideLabel
          type="search"
          placeholder="Search booking requests..."
          value={search.text}
          onChange={(e) => search.setText(e.target.value)}
        />
      </div>
      {notice.element}
      <DataTable
        caption="Booking requests for your programs"
        columns={columns}
        rows={data?.requests}
        rowKey={(b) => b.id}
        query={query}
        messages={search.q.trim() ? { ...MESSAGES, empty: 'No booking requests match your search', emptyDescription: undefined } : MESSAGES}
        pagination={data && { page, pageSize: BOOKING_REQUESTS_PAGE_SIZE, total: data.total, onPageChange: setPage, label: 'Booking requests pages' }}
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
