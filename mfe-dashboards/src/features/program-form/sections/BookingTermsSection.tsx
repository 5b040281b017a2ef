import { CANCELLATION_POLICIES, PROGRAM_PAYMENT_METHODS, type BookingMode, type CancellationPolicy, type ProgramPaymentMethod } from '@wellness/shared/domain';
import { formatPercent } from '@wellness/shared/format';
import { TextField } from '@wellness/shared/ui';
import { RadioGroup } from '../../../components/RadioGroup';
import { useMoneyTermsQuery } from '../../../lib/api/moneyTerms';
import type { ProgramFormApi } from '../useProgramForm';
import { useFormT } from '../messages';
import { SessionsEditor } from './SessionsEditor';
import styles from '../ProgramForm.module.css';

// Each option's words by their keys (the shared domain's English labels and rules are the catalogue's English).
const MODE_KEYS = { instant: ['terms.instant', 'terms.instantHint'], request: ['terms.request', 'terms.requestHint'] } as const satisfies Record<BookingMode, readonly [string, string]>;
const PAYMENT_KEYS = { card: ['terms.card', 'terms.cardHint'], manual: ['terms.manual', 'terms.manualHint'] } as const satisfies Record<ProgramPaymentMethod, readonly [string, string]>;
export const POLICY_KEYS = {
  flexible: ['terms.flexible', 'terms.flexibleRule'],
  moderate: ['terms.moderate', 'terms.moderateRule'],
  strict: ['terms.strict', 'terms.strictRule'],
} as const satisfies Record<CancellationPolicy, readonly [string, string]>;

/** How guests book the program: at once or on request, the cancellation policy, the deposit and the dated sessions. */
export function BookingTermsSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField } = form;
  const { data: terms } = useMoneyTermsQuery();
  const { t, locale } = useFormT();
  const option = <V extends string>(value: V, [label, hint]: readonly [string, string]) => ({ value, label: t(label), hint: t(hint) });
  const modeOptions = (['instant', 'request'] as const).map((mode) => option(mode, MODE_KEYS[mode]));
  const policyOptions = CANCELLATION_POLICIES.map((policy) => option(policy, POLICY_KEYS[policy]));
  const paymentOptions = PROGRAM_PAYMENT_METHODS.map((method) => option(method, PAYMENT_KEYS[method]));
  const commission = terms ? formatPercent(terms.commissionPercent / 100, locale) : '';
  return (
    <fieldset className={styles.group}>
      <legend>{t('terms.legend')}</legend>
      <RadioGroup
        legend={t('terms.mode')}
        name="bookingMode"
        value={values.bookingMode}
        options={modeOptions}
        error={errors.bookingMode}
        onChange={(mode) => setField('bookingMode', mode)}
      />
      {values.bookingMode === 'request' ? (
        <TextField
          label={t('terms.responseHours')}
          name="responseHours"
          inputMode="numeric"
          hint={t('terms.responseHoursHint')}
          value={values.responseHours}
          error={errors.responseHours}
          onChange={(e) => setField('responseHours', e.target.value)}
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <RadioGroup<CancellationPolicy>
        legend={t('terms.policy')}
        name="cancellationPolicy"
        value={values.cancellationPolicy}
        options={policyOptions}
        error={errors.cancellationPolicy}
        onChange={(policy) => setField('cancellationPolicy', policy)}
      />
      <RadioGroup<ProgramPaymentMethod>
        legend={t('terms.payment')}
        name="paymentMethod"
        value={values.paymentMethod}
        options={paymentOptions}
        error={errors.paymentMethod}
        onChange={(method) => setField('paymentMethod', method)}
      />
      <TextField
        label={t('terms.deposit')}
        name="depositPercent"
        inputMode="numeric"
        hint={terms ? t('terms.depositHint', { count: terms.balanceDueDays }) : t('terms.depositHintPlain')}
        value={values.depositPercent}
        error={errors.depositPercent}
        onChange={(e) => setField('depositPercent', e.target.value)}
      />
      {terms && values.paymentMethod === 'card' && (
        <p className={styles.muted}>{t('terms.cardCommission', { percent: commission })}</p>
      )}
      {terms && values.paymentMethod === 'manual' && (
        <p className={styles.muted}>{t('terms.manualCommission', { percent: commission })}</p>
      )}
      <SessionsEditor form={form} />
    </fieldset>
  );
}
