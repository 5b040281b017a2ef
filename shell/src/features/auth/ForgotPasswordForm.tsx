import { useRef, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { forgotPasswordSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, InlineMessage, TextField } from '@wellness/shared/ui';
import { useForgotPasswordMutation } from './api/accountLinks';
import { checkText, useAuthT } from './messages';
import styles from './AuthDialog.module.css';

/**
 * "Forgot password?": the address, then the API's one answer (the same whether or not the address has an account, so
 * the form tells nobody who has one). A second request is allowed; the API limits them.
 */
export function ForgotPasswordForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { t, locale } = useAuthT();
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
      <p className={styles.lead}>{t('reset.lead')}</p>
      <TextField label={t('field.email')} name="email" type="email" autoComplete="email" required value={form.values.email}
        onChange={(e) => form.setField('email', e.target.value)} error={checkText(t, form.errors.email)} />
      {data && (
        <div ref={statusRef} tabIndex={-1} className={styles.status}>
          <InlineMessage tone="success">{(locale === 'en' && data.message) || t('reset.sent')}</InlineMessage>
        </div>
      )}
      {error && <InlineMessage tone="error">{apiErrorMessage(error, t('error.other'))}</InlineMessage>}
      <Button type="submit" busy={isLoading} busyLabel={t('reset.busy')} fullWidth>
        {t('reset.submit')}
      </Button>
      <p className={styles.switch}>
        <button type="button" className={styles.switchLink} onClick={onBack}>{t('reset.back')}</button>
      </p>
    </form>
  );
}
