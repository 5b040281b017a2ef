import { lazy, Suspense, useId, useState } from 'react';
import type { Booking } from '@wellness/shared/domain';
import { formatDate, formatMoney } from '@wellness/shared/format';
import { Button } from '@wellness/shared/ui';
import { useHostBookingMoneyQuery } from './api/manualPayments';
import { METHOD_KEY, useComponentsT } from '../messages';
import styles from './BookingRequests.module.css';

// The form validates with the shared schema (zod): loaded when first opened, like the owner's dialogs.
const RecordPaymentForm = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ './RecordPaymentForm').then((m) => ({ default: m.RecordPaymentForm })));

/**
 * A booking of a program paid by bank transfer or on arrival, as its host sees it: what was recorded, what is still
 * due, and "Record a payment" (amount, method, note). Nothing shows for a program paid by card.
 */
export function ManualPayments({ booking }: { booking: Booking }) {
  const { t, locale } = useComponentsT();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const { data } = useHostBookingMoneyQuery(booking.id);
  if (!data || data.method !== 'manual') return null;
  const money = (amount: number) => formatMoney(amount, data.currency, locale);
  const live = booking.state === 'confirmed' || booking.state === 'requested' || booking.state === 'completed';
  return (
    <div className={styles.manual}>
      <span className={styles.contact}>{t('manual.paid', { amount: money(data.paid) })}</span>
      <span className={styles.contact}>{data.due !== null ? t('manual.due', { amount: money(data.due) }) : t('manual.nothingDue')}</span>
      {(data.records ?? []).length > 0 && (
        <ul className={styles.records} aria-label={t('manual.records', { reference: booking.reference })}>
          {(data.records ?? []).map((r) => (
            <li key={r.id}>{t('manual.record', { method: t(METHOD_KEY[r.method]), amount: money(r.amount), date: formatDate(r.at.slice(0, 10), locale) })}{r.note ? ` (${r.note})` : ''}</li>
          ))}
        </ul>
      )}
      {live && data.due !== null && (
        <>
          <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen((o) => !o)}>
            {open ? t('manual.close') : t('manual.open')}
          </Button>
          {open && (
            <Suspense fallback={null}>
              <RecordPaymentForm id={formId} booking={booking} due={data.due} currency={data.currency} onDone={() => setOpen(false)} />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
