import type { FormEvent } from 'react';
import { Button, InlineMessage, TextField } from '@wellness/shared/ui';
import { loginSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { useLoginMutation } from './api/login';
import type { AuthSession } from './api/authResponse';
import { signInErrorMessage } from './authErrors';
import { checkText, useAuthT } from './messages';
import styles from './AuthDialog.module.css';

/** Sign-in; "Forgot password?" hands over the address typed so far. */
export function SignInForm({ onSuccess, onForgot }: { onSuccess: (session: AuthSession) => void; onForgot?: (email: string) => void }) {
  const { t } = useAuthT();
  const form = useZodForm(loginSchema, { email: '', password: '' });
  const [login, { isLoading, error, reset }] = useLoginMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const credentials = form.validate();
    if (!credentials) return;
    reset();
    const result = await login(credentials);
    if ('data' in result && result.data) onSuccess(result.data);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField label={t('field.email')} name="email" type="email" autoComplete="email" required value={form.values.email}
        onChange={(e) => form.setField('email', e.target.value)} error={checkText(t, form.errors.email)} />
      <TextField label={t('field.password')} name="password" type="password" autoComplete="current-password" required value={form.values.password}
        onChange={(e) => form.setField('password', e.target.value)} error={checkText(t, form.errors.password)} />
      {onForgot && (
        <p className={styles.forgot}>
          <button type="button" className={styles.switchLink} onClick={() => onForgot(form.values.email.trim())}>{t('forgot')}</button>
        </p>
      )}
      {error && <InlineMessage tone="error">{signInErrorMessage(error, t)}</InlineMessage>}
      <Button type="submit" busy={isLoading} busyLabel={t('signingIn')} fullWidth>
        {t('signIn')}
      </Button>
    </form>
  );
}
