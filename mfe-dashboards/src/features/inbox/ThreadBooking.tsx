import { lazy, Suspense, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { CANCELLATION_POLICY_LABEL, type Booking, type ThreadSummary } from '@wellness/shared/domain';
import { Badge, Button, InlineMessage } from '@wellness/shared/ui';
import { useLocale } from '@wellness/shared/contract';
import { formatDateRange, formatDateTime } from '@wellness/shared/format';
import { useDecideBookingRequestMutation } from '../../components/booking-requests/api/decideBookingRequest';
import { useNotice } from '../../components/useNotice';
import { BOOKING_STATE_BADGE } from '../../lib/bookingStates';
import { formatTotal, guestsText } from '../../lib/format';
import { useThreadBookingQuery } from './api/threadBooking';
import { stateLabel } from './threadText';
import styles from './inbox.module.css';

// The decline dialog checks the reason with the shared schemas (zod): loaded when first opened.
const DeclineDialog = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ '../../components/booking-requests/DeclineDialog').then((m) => ({ default: m.DeclineDialog })));

const FAILED = 'The booking could not be updated. Please try again.';

/**
 * The booking a thread is about, as its reader needs it: its state in their words, reference, dates, guests, total
 * and policy, and the deadline of a request. The program's owner answers a request here (the emails about it link to
 * this thread): Confirm, or Decline with an optional reason. A refused answer (the guest canceled, the request
 * expired) says why, and the booking is read again.
 */
export function ThreadBooking({ thread, onChanged }: { thread: Pick<ThreadSummary, 'side'> & { booking: NonNullable<ThreadSummary['booking']> }; onChanged: () => void }) {
  const locale = useLocale();
  const { data, isError } = useThreadBookingQuery(thread.booking.id);
  const [decide, { isLoading }] = useDecideBookingRequestMutation();
  const [declining, setDeclining] = useState<Booking | null>(null);
  const [dialogWanted, setDialogWanted] = useState(false);
  if (!dialogWanted && declining) setDialogWanted(true);
  const notice = useNotice();
  const owner = thread.side === 'owner';
  // The thread's own summary says the state until the booking has loaded.
  const state = data?.state ?? thread.booking.state;

  const answer = async (booking: Booking, decision: 'confirm' | 'decline', reason?: string) => {
    notice.clear();
    try {
      await decide({ id: booking.id, decision, ...(reason ? { reason } : {}) }).unwrap();
      notice.show('success', decision === 'confirm' ? `You confirmed booking ${booking.reference}. ${booking.name} is told.` : `You declined booking ${booking.reference}. ${booking.name} is told.`, { focus: true });
    } catch (error) {
      notice.show('error', apiErrorMessage(error, FAILED), { focus: true });
    } finally {
      setDeclining(null);
      onChanged();
    }
  };

  return (
    <section className={styles.booking} aria-label="The booking">
      <p className={styles.bookingState}>
        <Badge size="sm" variant={BOOKING_STATE_BADGE[state]}>{stateLabel(thread.side, state)}</Badge>
        {data && <span className={styles.meta}>Ref. {data.reference}</span>}
      </p>
      {data ? (
        <dl className={styles.bookingFacts}>
          {owner && (
            <div>
              <dt>Guest</dt>
              <dd>{data.name}</dd>
            </div>
          )}
          <div>
            <dt>{data.endDate ? 'Session' : 'Date'}</dt>
            <dd>{formatDateRange(data.startDate, data.endDate, locale)}</dd>
          </div>
          <div>
            <dt>Guests</dt>
            <dd>{guestsText(data.guests)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatTotal(data.total, data.currency, locale)}</dd>
          </div>
          <div>
            <dt>Cancellation policy</dt>
            <dd>{CANCELLATION_POLICY_LABEL[data.policy]}</dd>
          </div>
        </dl>
      ) : (
        isError && <InlineMessage tone="error">The booking could not be loaded.</InlineMessage>
      )}
      {data?.state === 'requested' && data.respondBy && (
        <p className={styles.meta}>{owner ? `Answer by ${formatDateTime(data.respondBy, locale)}; without an answer the request expires.` : `The host answers by ${formatDateTime(data.respondBy, locale)}.`}</p>
      )}
      {owner && data?.state === 'requested' && (
        <div className={styles.bookingActions}>
          <Button size="sm" busy={isLoading && !declining} disabled={isLoading} onClick={() => void answer(data, 'confirm')}>
            Confirm
          </Button>
          <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => setDeclining(data)}>
            Decline
          </Button>
        </div>
      )}
      {notice.element}
      {dialogWanted && (
        <Suspense fallback={null}>
          <DeclineDialog key={declining?.id ?? ''} booking={declining} busy={isLoading} onClose={() => setDeclining(null)} onDecline={(reason) => declining && void answer(declining, 'decline', reason)} />
        </Suspense>
      )}
    </section>
  );
}
