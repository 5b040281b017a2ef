import { useRef, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { ACCOUNT_MESSAGES } from '@wellness/shared/domain';
import { forgotPasswordSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, InlineMessage, TextField } from '@wellness/shared/ui';
import { useForgotPasswordMutation } from './api/accountLinks';
import styles from './AuthDialog.module.css';

export const FORGOT_TEXTS = {
  title: 'Reset your password',
  lead: 'Enter the email address of your account: we will send it a link to choose a new password.',
  submit: 'Send reset link',
  busy: 'SENDING...',
  back: 'Back to sign in',
} as const;

/**
 * "Forgot password?": the address, then the API's one answer (the same whether or not the address has an account, so
 * the form tells nobody who has one). A second request is allowed; the API limits them.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const form = useZodForm(forgotPasswordSchema, { email: initialEmail });
  const [send, { isLoading, data, error, reset }] = useForgotPasswordMutation();
  const statusRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    reset();
    const result = await send(parsed);
    if ('data' in result) setTimeout(() => statusRef.current?.focus(), 0);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{FORGOT_TEXTS.lead}</p>
      <TextField label="Email" name="email" type="email" autoComplete="email" required value={form.values.email}
        onChange={(e) => form.setField('email', e.target.value)} error={form.errors.email} />
      {data && (
        <div ref={statusRef} tabIndex={-1} className={styles.status}>
          <InlineMessage tone="success">{data.message || ACCOUNT_MESSAGES.resetSent}</InlineMessage>
        </div>
      )}
      {error && <InlineMessage tone="error">{apiErrorMessage(error, 'An error occurred. Please try again.')}</InlineMessage>}
      <Button type="submit" busy={isLoading} busyLabel={FORGOT_TEXTS.busy} fullWidth>
        {FORGOT_TEXTS.submit}
      </Button>
      <p className={styles.switch}>
        <button type="button" className={styles.switchLink} onClick={onBack}>{FORGOT_TEXTS.back}</button>
      </p>
    </form>
  );
}
