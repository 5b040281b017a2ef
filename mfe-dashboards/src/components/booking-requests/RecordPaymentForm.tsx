import { useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useLocale } from '@wellness/shared/contract';
import { MANUAL_PAYMENT_METHOD_LABEL, MANUAL_PAYMENT_METHODS, type Booking, type ManualPaymentMethod } from '@wellness/shared/domain';
import { formatMoney } from '@wellness/shared/format';
import { recordManualPaymentSchema } from '@wellness/shared/schemas';
import { Button, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { useRecordManualPaymentMutation } from './api/manualPayments';
import styles from './BookingRequests.module.css';

export const RECORD_TEXTS = {
  amount: 'Amount received',
  amountHint: (due: string) => `In the booking’s currency; at most ${due}.`,
  method: 'How it was paid',
  note: 'Note (optional)',
  noteHint: 'A transfer reference, a receipt number.',
  submit: 'Record payment',
  failed: 'The payment could not be recorded. Try again.',
} as const;

type Field = 'amount' | 'method' | 'note';

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `mp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

const METHOD_OPTIONS = MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: MANUAL_PAYMENT_METHOD_LABEL[m] }));

/**
 * Records money the host received for a booking, checked by the API's own schema before it is sent. The same request
 * sent again (a second press after a lost answer) carries the same Idempotency-Key, so it is recorded once.
 */
export function RecordPaymentForm({ id, booking, due, currency, onDone }: { id: string; booking: Booking; due: number; currency: string; onDone: () => void }) {
  const locale = useLocale();
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
        found[field] ??= field === 'amount' && Number.isNaN(Number(values.amount)) ? 'Enter an amount.' : issue.message;
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
      setFailure(apiErrorMessage(error, RECORD_TEXTS.failed));
    }
  };

  return (
    <form id={id} ref={formRef} onSubmit={submit} noValidate className={styles.recordForm} aria-label={`Record a payment for ${booking.reference}`}>
      <TextField
        label={RECORD_TEXTS.amount}
        hint={RECORD_TEXTS.amountHint(formatMoney(due, currency, locale))}
        value={values.amount}
        onChange={(e) => setValues((v) => ({ ...v, amount: e.target.value }))}
        error={errors.amount}
        required
        inputMode="decimal"
        autoComplete="off"
      />
      <Select label={RECORD_TEXTS.method} options={METHOD_OPTIONS} value={values.method} error={errors.method} onChange={(e) => setValues((v) => ({ ...v, method: e.target.value as ManualPaymentMethod }))} />
      <TextField label={RECORD_TEXTS.note} hint={RECORD_TEXTS.noteHint} value={values.note} error={errors.note} onChange={(e) => setValues((v) => ({ ...v, note: e.target.value }))} autoComplete="off" />
      <Button type="submit" size="sm" disabled={isLoading}>{RECORD_TEXTS.submit}</Button>
      <div aria-live="polite">{failure ? <InlineMessage tone="error">{failure}</InlineMessage> : null}</div>
    </form>
  );
}
