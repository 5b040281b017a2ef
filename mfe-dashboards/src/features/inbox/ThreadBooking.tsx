import { lazy, Suspense, useState } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import type { Booking, ThreadSummary } from '@wellness/shared/domain';
import { Badge, Button, InlineMessage } from '@wellness/shared/ui';
import { formatDateRange, formatDateTime, formatMoney } from '@wellness/shared/format';
import { useDecideBookingRequestMutation } from '../../components/booking-requests/api/decideBookingRequest';
import { useNotice } from '../../components/useNotice';
import { BOOKING_STATE_BADGE } from '../../lib/bookingStates';
import { useThreadBookingQuery } from './api/threadBooking';
import { stateIn, useInboxT } from './messages';
import styles from './inbox.module.css';

// The decline dialog checks the reason with the shared schemas (zod): loaded when first opened.
const DeclineDialog = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ '../../components/booking-requests/DeclineDialog').then((m) => ({ default: m.DeclineDialog })));

const POLICY = { flexible: 'booking.flexible', moderate: 'booking.moderate', strict: 'booking.strict' } as const;

/**
 * The booking a thread is about, as its reader needs it: its state in their words, reference, dates, guests, total
 * and policy, and the deadline of a request. The program's owner answers a request here (the emails about it link to
 * this thread): Confirm, or Decline with an optional reason. A refused answer (the guest canceled, the request
 * expired) says why, and the booking is read again.
 */
export function ThreadBooking({ thread, onChanged }: { thread: Pick<ThreadSummary, 'side'> & { booking: NonNullable<ThreadSummary['booking']> }; onChanged: () => void }) {
  const { t, locale } = useInboxT();
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
      notice.show('success', t(decision === 'confirm' ? 'booking.confirmed' : 'booking.declined', { reference: booking.reference, name: booking.name }), { focus: true });
    } catch (error) {
      notice.show('error', apiErrorMessage(error, t('booking.updateFailed')), { focus: true });
    } finally {
      setDeclining(null);
      onChanged();
    }
  };

  return (
    <section className={styles.booking} aria-label={t('booking.label')}>
      <p className={styles.bookingState}>
        <Badge size="sm" variant={BOOKING_STATE_BADGE[state]}>{stateIn(t, thread.side, state)}</Badge>
        {data && <span className={styles.meta}>{t('booking.reference', { reference: data.reference })}</span>}
      </p>
      {data ? (
        <dl className={styles.bookingFacts}>
          {owner && (
            <div>
              <dt>{t('booking.guest')}</dt>
              <dd>{data.name}</dd>
            </div>
          )}
          <div>
            <dt>{data.endDate ? t('booking.session') : t('booking.date')}</dt>
            <dd>{formatDateRange(data.startDate, data.endDate, locale)}</dd>
          </div>
          <div>
            <dt>{t('booking.guests')}</dt>
            <dd>{t('booking.guestCount', { count: data.guests })}</dd>
          </div>
          <div>
            <dt>{t('booking.total')}</dt>
            <dd>{data.total === null ? t('booking.noPrice') : formatMoney(data.total, data.currency, locale)}</dd>
          </div>
          <div>
            <dt>{t('booking.policy')}</dt>
            <dd>{t(POLICY[data.policy])}</dd>
          </div>
        </dl>
      ) : (
        isError && <InlineMessage tone="error">{t('booking.failed')}</InlineMessage>
      )}
      {data?.state === 'requested' && data.respondBy && (
        <p className={styles.meta}>{owner ? t('booking.answerBy', { time: formatDateTime(data.respondBy, locale) }) : t('booking.hostAnswers', { time: formatDateTime(data.respondBy, locale) })}</p>
      )}
      {owner && data?.state === 'requested' && (
        <div className={styles.bookingActions}>
          <Button size="sm" busy={isLoading && !declining} disabled={isLoading} onClick={() => void answer(data, 'confirm')}>
            {t('booking.confirm')}
          </Button>
          <Button size="sm" variant="secondary" disabled={isLoading} onClick={() => setDeclining(data)}>
            {t('booking.decline')}
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
