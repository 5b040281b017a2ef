import {
  BOOKING_MODE_LABEL, CANCELLATION_POLICIES, CANCELLATION_POLICY_LABEL, CANCELLATION_POLICY_RULE, PROGRAM_PAYMENT_METHOD_HINT, PROGRAM_PAYMENT_METHOD_LABEL,
  PROGRAM_PAYMENT_METHODS, type BookingMode, type CancellationPolicy, type ProgramPaymentMethod,
} from '@wellness/shared/domain';
import { TextField } from '@wellness/shared/ui';
import { RadioGroup } from '../../../components/RadioGroup';
import { useMoneyTermsQuery } from '../../../lib/api/moneyTerms';
import type { ProgramFormApi } from '../useProgramForm';
import { SessionsEditor } from './SessionsEditor';
import styles from '../ProgramForm.module.css';

const MODE_OPTIONS = [
  { value: 'instant', label: BOOKING_MODE_LABEL.instant, hint: 'A guest’s booking is confirmed at once and takes its places.' },
  { value: 'request', label: BOOKING_MODE_LABEL.request, hint: 'You confirm or decline each request; its places are held until you answer or the time runs out.' },
] as const satisfies readonly { value: BookingMode; label: string; hint: string }[];

const PAYMENT_OPTIONS = PROGRAM_PAYMENT_METHODS.map((method) => ({ value: method, label: PROGRAM_PAYMENT_METHOD_LABEL[method], hint: PROGRAM_PAYMENT_METHOD_HINT[method] }));

const POLICY_OPTIONS = CANCELLATION_POLICIES.map((policy) => ({ value: policy, label: CANCELLATION_POLICY_LABEL[policy], hint: CANCELLATION_POLICY_RULE[policy] }));

/** How guests book the program: at once or on request, the cancellation policy, the deposit and the dated sessions. */
export function BookingTermsSection({ form }: { form: ProgramFormApi }) {
  const { values, errors, setField } = form;
  const { data: terms } = useMoneyTermsQuery();
  return (
    <fieldset className={styles.group}>
      <legend>Booking</legend>
      <RadioGroup
        legend="Booking mode"
        name="bookingMode"
        value={values.bookingMode}
        options={MODE_OPTIONS}
        error={errors.bookingMode}
        onChange={(mode) => setField('bookingMode', mode)}
      />
      {values.bookingMode === 'request' ? (
        <TextField
          label="Time to answer a request (hours)"
          name="responseHours"
          inputMode="numeric"
          hint="A request not answered in time expires and frees its places. From 1 to 168 hours."
          value={values.responseHours}
          error={errors.responseHours}
          onChange={(e) => setField('responseHours', e.target.value)}
        />
      ) : (
        <span aria-hidden="true" />
      )}
      <RadioGroup<CancellationPolicy>
        legend="Cancellation policy"
        name="cancellationPolicy"
        value={values.cancellationPolicy}
        options={POLICY_OPTIONS}
        error={errors.cancellationPolicy}
        onChange={(policy) => setField('cancellationPolicy', policy)}
      />
      <RadioGroup<ProgramPaymentMethod>
        legend="How guests pay"
        name="paymentMethod"
        value={values.paymentMethod}
        options={PAYMENT_OPTIONS}
        error={errors.paymentMethod}
        onChange={(method) => setField('paymentMethod', method)}
      />
      <TextField
        label="Deposit (% of the total, optional)"
        name="depositPercent"
        inputMode="numeric"
        hint={
          terms
            ? `Charged when booking; the balance ${terms.balanceDueDays} days before arrival. Leave empty to take the whole price when booking.`
            : 'Charged when booking; the balance before arrival. Leave empty to take the whole price when booking.'
        }
        value={values.depositPercent}
        error={errors.depositPercent}
        onChange={(e) => setField('depositPercent', e.target.value)}
      />
      {terms && values.paymentMethod === 'card' && (
        <p className={styles.muted}>
          Guests pay through the platform, which keeps {terms.commissionPercent}% of what they pay as its commission and pays you the rest the day after
          arrival.
        </p>
      )}
      {terms && values.paymentMethod === 'manual' && (
        <p className={styles.muted}>
          The platform keeps {terms.commissionPercent}% of what guests pay as its commission: it pays you what it received by bank transfer less that
          commission the day after arrival, less what you collected on arrival.
        </p>
      )}
      <SessionsEditor form={form} />
    </fieldset>
  );
}
