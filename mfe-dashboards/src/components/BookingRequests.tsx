import { useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { OwnerBookingRequest } from '@wellness/shared/domain';
import { Badge, Button, DataTable, InlineMessage, type DataTableColumn } from '@wellness/shared/ui';
import { useBookingRequestsQuery } from '../lib/api/bookingRequests';
import { useDecideBookingRequestMutation } from '../lib/api/decideBookingRequest';
import { BOOKING_STATE_BADGE, BOOKING_STATE_LABEL } from '../lib/bookingStates';
import { formatDayMonthYear } from '../lib/format';
import styles from './BookingRequests.module.css';

const MESSAGES = {
  loading: 'Loading booking requests…',
  error: 'The booking requests could not be loaded. Please try again later.',
  empty: 'No booking requests yet',
  emptyDescription: 'Requests for your programs appear here.',
};

/**
 * Booking requests made for the caller's own programs: guest, date and status, with Confirm and Decline while a
 * request is new. A refused change (someone else decided, the guest canceled) shows the API's message and the list
 * is read again.
 */
export function BookingRequests() {
  const query = useBookingRequestsQuery();
  const { data } = query;
  const [decide] = useDecideBookingRequestMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const act = async (request: OwnerBookingRequest, decision: 'confirm' | 'decline') => {
    setBusy(request.id);
    setMessage(null);
    try {
      await decide({ id: request.id, decision }).unwrap();
      setMessage({ tone: 'success', text: `Booking of ${request.name} ${decision === 'confirm' ? 'confirmed' : 'declined'}.` });
    } catch (error) {
      setMessage({ tone: 'error', text: apiErrorMessage(error, 'The booking could not be updated. Please try again.') });
    } finally {
      setBusy(null);
    }
  };

  const columns: DataTableColumn<OwnerBookingRequest>[] = [
    { header: 'Program', cell: (request) => request.programName },
    {
      header: 'Guest',
      cell: (request) => (
        <>
          <span className={styles.guest}>{request.name}</span>
          <span className={styles.contact}>{request.email}</span>
        </>
      ),
    },
    { header: 'Date', cell: (request) => formatDayMonthYear(request.preferredDate) },
    {
      header: 'Status',
      cell: (request) => (
        <Badge size="sm" variant={BOOKING_STATE_BADGE[request.status]}>
          {BOOKING_STATE_LABEL[request.status]}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (request) =>
        request.status === 'requested' ? (
          <div className={styles.actions}>
            <Button size="sm" disabled={busy === request.id} onClick={() => act(request, 'confirm')} aria-label={`Confirm the booking of ${request.name} for ${request.programName}`}>
              Confirm
            </Button>
            <Button size="sm" variant="secondary" disabled={busy === request.id} onClick={() => act(request, 'decline')} aria-label={`Decline the booking of ${request.name} for ${request.programName}`}>
              Decline
            </Button>
          </div>
        ) : (
          <span className={styles.none}>—</span>
        ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="booking-requests-title">
      <h2 id="booking-requests-title" className={styles.title}>
        Booking Requests {data ? <span className={styles.count}>({data.requests.length})</span> : null}
      </h2>
      <div aria-live="polite">{message && <InlineMessage tone={message.tone}>{message.text}</InlineMessage>}</div>
      <DataTable caption="Booking requests for your programs" columns={columns} rows={data?.requests} rowKey={(request) => request.id} query={query} messages={MESSAGES} />
    </section>
  );
}
