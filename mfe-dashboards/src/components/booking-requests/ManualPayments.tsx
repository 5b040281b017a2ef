import { lazy, Suspense, useId, useState } from 'react';
import { useLocale } from '@wellness/shared/contract';
import { MANUAL_PAYMENT_METHOD_LABEL, type Booking } from '@wellness/shared/domain';
import { formatDate, formatMoney } from '@wellness/shared/format';
import { Button } from '@wellness/shared/ui';
import { useHostBookingMoneyQuery } from './api/manualPayments';
import styles from './BookingRequests.module.css';

// The form validates with the shared schema (zod): loaded when first opened, like the owner's dialogs.
const RecordPaymentForm = lazy(() => import(/* webpackChunkName: "owner-booking-dialogs" */ './RecordPaymentForm').then((m) => ({ default: m.RecordPaymentForm })));

export const MANUAL_TEXTS = {
  paid: (amount: string) => `Paid: ${amount}`,
  due: (amount: string) => `Still due: ${amount}`,
  nothingDue: 'Paid in full',
  open: 'Record a payment',
  close: 'Close the payment form',
  record: (method: string, amount: string, date: string) => `${method}: ${amount}, ${date}`,
} as const;

/**
 * A booking of a program paid by bank transfer or on arrival, as its host sees it: what was recorded, what is still
 * due, and "Record a payment" (amount, method, note). Nothing shows for a program paid by card.
 */
export function ManualPayments({ booking }: { booking: Booking }) {
  const locale = useLocale();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const { data } = useHostBookingMoneyQuery(booking.id);
  if (!data || data.method !== 'manual') return null;
  const money = (amount: number) => formatMoney(amount, data.currency, locale);
  const live = booking.state === 'confirmed' || booking.state === 'requested' || booking.state === 'completed';
  return (
    <div className={styles.manual}>
      <span className={styles.contact}>{MANUAL_TEXTS.paid(money(data.paid))}</span>
      <span className={styles.contact}>{data.due !== null ? MANUAL_TEXTS.due(money(data.due)) : MANUAL_TEXTS.nothingDue}</span>
      {(data.records ?? []).length > 0 && (
        <ul className={styles.records} aria-label={`Payments recorded for ${booking.reference}`}>
          {(data.records ?? []).map((r) => (
            <li key={r.id}>{MANUAL_TEXTS.record(MANUAL_PAYMENT_METHOD_LABEL[r.method], money(r.amount), formatDate(r.at.slice(0, 10), locale))}{r.note ? ` (${r.note})` : ''}</li>
          ))}
        </ul>
      )}
      {live && data.due !== null && (
        <>
          <Button size="sm" variant="secondary" aria-expanded={open} aria-controls={open ? formId : undefined} onClick={() => setOpen((o) => !o)}>
            {open ? MANUAL_TEXTS.close : MANUAL_TEXTS.open}
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
