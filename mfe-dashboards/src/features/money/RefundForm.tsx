import { useId, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { formatMoney } from '@wellness/shared/format';
import { manualRefundSchema } from '@wellness/shared/schemas';
import { Button, InlineMessage, TextField } from '@wellness/shared/ui';
import { useRefundByHandMutation, type ManualRefund } from './api/money';
import { useMoneyT } from './messages';
import styles from './MoneyPages.module.css';

/** The shared schema's rules, by their English words (a test keeps them equal), said in the page's language. */
const CHECK: Record<string, string> = {
  'Enter the booking’s reference.': 'refund.check.reference',
  'Enter an amount.': 'refund.check.amount',
  'The amount must be more than zero.': 'refund.check.positive',
  'Say why (at least 3 characters).': 'refund.check.reason',
  'The reason is 500 characters at most.': 'refund.check.reasonMax',
};

type Field = 'reference' | 'amount' | 'reason';

function newKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `rf-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The admin's refund by hand, checked by the API's own schema before it is sent. The same request sent again (a
 * second press after a lost answer) carries the same Idempotency-Key, so it refunds once; a changed one gets a new key.
 */
export function RefundForm() {
  const { t, locale } = useMoneyT();
  const titleId = useId();
  const [values, setValues] = useState({ reference: '', amount: '', reason: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<ManualRefund | null>(null);
  const [refund, { isLoading }] = useRefundByHandMutation();
  const last = useRef<{ request: string; key: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const doneText = (r: ManualRefund) =>
    t('refund.done', { amount: formatMoney(r.amount, r.currency, locale), reference: r.reference, refundable: formatMoney(r.refundable, r.currency, locale) });
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
        const rule = field === 'amount' && Number.isNaN(Number(values.amount)) ? 'refund.check.amount' : CHECK[issue.message];
        found[field] ??= rule ? t(rule) : issue.message;
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
      setFailure(apiErrorMessage(error, t('refund.failed')));
    }
  };

  return (
    <section aria-labelledby={titleId} className={styles.refund}>
      <h2 id={titleId} className={styles.subtitle}>{t('refund.title')}</h2>
      <p className={styles.lead}>{t('refund.lead')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.refundForm}>
        <TextField label={t('refund.reference')} value={values.reference} onChange={set('reference')} error={errors.reference} required autoComplete="off" />
        <TextField label={t('refund.amount')} hint={t('refund.amountHint')} value={values.amount} onChange={set('amount')} error={errors.amount} required inputMode="decimal" />
        <TextField label={t('refund.reason')} hint={t('refund.reasonHint')} value={values.reason} onChange={set('reason')} error={errors.reason} required multiline rows={3} className={styles.wide} />
        <div className={styles.wide}>
          <Button type="submit" disabled={isLoading}>{t('refund.submit')}</Button>
        </div>
      </form>
      <div aria-live="polite">
        {done ? <InlineMessage tone="success">{doneText(done)}</InlineMessage> : null}
        {failure ? <InlineMessage tone="error">{failure}</InlineMessage> : null}
      </div>
    </section>
  );
}
