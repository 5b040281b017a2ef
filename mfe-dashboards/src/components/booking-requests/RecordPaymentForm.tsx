import { useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { MANUAL_PAYMENT_METHODS, type Booking, type ManualPaymentMethod } from '@wellness/shared/domain';
import { formatMoney } from '@wellness/shared/format';
import { recordManualPaymentSchema } from '@wellness/shared/schemas';
import { Button, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useRecordManualPaymentMutation } from './api/manualPayments';
import { METHOD_KEY, useComponentsT } from '../messages';
import { bookingDialogsMessages, useBookingDialogsT } from './messages';
import styles from './BookingRequests.module.css';

// The shared schema's rules in English (its words stay): each is shown in the page's language by its English text.
const english = bookingDialogsMessages.fixedT('en');
const RULES: Record<string, string> = Object.fromEntries(
  ['payment.enterAmount', 'payment.positive', 'payment.tooLarge', 'payment.chooseMethod', 'payment.noteTooLong'].map((key) => [english(key), key]),
);

type Field = 'amount' | 'method' | 'note';

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `mp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}


/**
 * Records money the host received for a booking, checked by the API's own schema before it is sent. The same request
 * sent again (a second press after a lost answer) carries the same Idempotency-Key, so it is recorded once.
 */
export function RecordPaymentForm({ id, booking, due, currency, onDone }: { id: string; booking: Booking; due: number; currency: string; onDone: () => void }) {
  const { t, locale } = useBookingDialogsT();
  const { t: listT } = useComponentsT();
  const methodOptions = MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: listT(METHOD_KEY[m]) }));
  const rule = (message: string) => (RULES[message] ? t(RULES[message]) : message);
  const [values, setValues] = useState<{ amount: string; method: ManualPaymentMethod; note: string }>({ amount: '', method: 'bank_transfer', note: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [record, { isLoading }] = useRecordManualPaymentMutation();
  const last = useRef<{ request: string; key: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = recordManualPaymentSchema.safeParse({ ...values, amount: values.amount.trim() === '' ? undefined : Number(values.amount) });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= field === 'amount' && Number.isNaN(Number(values.amount)) ? t('payment.enterAmount') : rule(issue.message);
      }
      setErrors(found);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    const request = JSON.stringify(parsed.data);
    if (last.current?.request !== request) last.current = { request, key: newKey() };
    try {
      await record({ id: booking.id, body: parsed.data, idempotencyKey: last.current.key }).unwrap();
      last.current = null;
      onDone();
    } catch (error) {
      setFailure(apiErrorMessage(error, t('payment.failed')));
    }
  };

  return (
    <form id={id} ref={formRef} onSubmit={submit} noValidate className={styles.recordForm} aria-label={t('payment.form', { reference: booking.reference })}>
      <TextField
        label={t('payment.amount')}
        hint={t('payment.amountHint', { due: formatMoney(due, currency, locale) })}
        value={values.amount}
        onChange={(e) => setValues((v) => ({ ...v, amount: e.target.value }))}
        error={errors.amount}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <Select label={t('payment.method')} options={methodOptions} value={values.method} error={errors.method} onChange={(e) => setValues((v) => ({ ...v, method: e.target.value as ManualPaymentMethod }))} />
      <TextField label={t('payment.note')} hint={t('payment.noteHint')} value={values.note} error={errors.note} onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))} autoComplete="off" />
      <Button type="submit" size="sm" disabled={isLoading}>{t('payment.submit')}</Button>
      <div aria-live="polite">{failure ? <InlineMessage tone="error">{failure}</InlineMessage> : null}</div>
    </form>
  );
}
