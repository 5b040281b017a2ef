import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { useLocale } from '@wellness/shared/contract';
import { formatMoney } from '@wellness/shared/format';
import { manualRefundSchema } from '@wellness/shared/schemas';
import { Button, InlineMessage, TextField } from '@wellness/shared/ui';
import { useRefundByHandMutation, type ManualRefund } from './api/money';
import styles from './MoneyPages.module.css';

export const REFUND_TEXTS = {
  title: 'Refund by hand',
  lead: 'Gives money back to the guest’s card, within what the booking holds. The guest gets a receipt; the refund shows in the ledger once the provider answers.',
  reference: 'Booking reference',
  amount: 'Amount',
  amountHint: 'In the booking’s currency.',
  reason: 'Reason',
  reasonHint: 'Kept with the refund (at least 3 characters).',
  submit: 'Refund',
  failed: 'The refund could not be made. Try again.',
  done: (r: ManualRefund, locale: string) =>
    `Refund of ${formatMoney(r.amount, r.currency, locale)} for ${r.reference} sent. ${formatMoney(r.refundable, r.currency, locale)} can still be refunded.`,
} as const;

type Field = 'reference' | 'amount' | 'reason';

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `rf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The admin's refund by hand, checked by the API's own schema before it is sent. The same request sent again (a
 * second press after a lost answer) carries the same Idempotency-Key, so it refunds once; a changed one gets a new key.
 */
export function RefundForm() {
  const locale = useLocale();
  const titleId = useId();
  const [values, setValues] = useState({ reference: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ManualRefund | null>(null);
  const [refund, { isLoading }] = useRefundByHandMutation();
  const last = useRef<{ request: string; key: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setDone(null);
    const parsed = manualRefundSchema.safeParse({ ...values, amount: values.amount.trim() === '' ? undefined : Number(values.amount) });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= field === 'amount' && Number.isNaN(Number(values.amount)) ? 'Enter an amount.' : issue.message;
      }
      setErrors(found);
      // The first field in error takes the focus, so its message is read out.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    const request = JSON.stringify(parsed.data);
    if (last.current?.request !== request) last.current = { request, key: newKey() };
    try {
      setDone(await refund({ body: parsed.data, idempotencyKey: last.current.key }).unwrap());
      setValues({ reference: '', amount: '', reason: '' });
      last.current = null;
    } catch (error) {
      setFailure(apiErrorMessage(error, REFUND_TEXTS.failed));
    }
  };

  return (
    <section aria-labelledby={titleId} className={styles.refund}>
      <h2 id={titleId} className={styles.subtitle}>{REFUND_TEXTS.title}</h2>
      <p className={styles.lead}>{REFUND_TEXTS.lead}</p>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.refundForm}>
        <TextField label={REFUND_TEXTS.reference} value={values.reference} onChange={set('reference')} error={errors.reference} required autoComplete="off" />
        <TextField label={REFUND_TEXTS.amount} hint={REFUND_TEXTS.amountHint} value={values.amount} onChange={set('amount')} error={errors.amount} required inputMode="decimal" />
        <TextField label={REFUND_TEXTS.reason} hint={REFUND_TEXTS.reasonHint} value={values.reason} onChange={set('reason')} error={errors.reason} required multiline rows={3} className={styles.wide} />
        <div className={styles.wide}>
          <Button type="submit" disabled={isLoading}>{REFUND_TEXTS.submit}</Button>
        </div>
      </form>
      <div aria-live="polite">
        {done ? <InlineMessage tone="success">{REFUND_TEXTS.done(done, locale)}</InlineMessage> : null}
        {failure ? <InlineMessage tone="error">{failure}</InlineMessage> : null}
      </div>
    </section>
  );
}
