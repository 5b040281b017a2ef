import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { authDialogOpened, signedIn, useAppDispatch, useLocation, useNavigate } from '@wellness/shared/contract';
import { resetPasswordFormSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, Dialog, InlineMessage, LoadingText, TextField } from '@wellness/shared/ui';
import { useResetPasswordMutation, useVerifyEmailMutation } from './api/accountLinks';
import { ACCOUNT_LINK_PARAMS, type AccountLink } from './accountLinkParams';
import { checkText, useAuthT } from './messages';
import styles from './AuthDialog.module.css';

/**
 * What an account email's link opens, wherever it lands: the reset form (a new password twice, then signed in), or the
 * verification of the address (sent at once). Closing it takes the token out of the address, so a reload or a shared
 * link does not open it again.
 */
export function AccountLinkDialog({ link }: { link: AccountLink }) {
  const location = useLocation();
  const navigate = useNavigate();
  const close = () => {
    const params = new URLSearchParams(location.search);
    for (const name of ACCOUNT_LINK_PARAMS) params.delete(name);
    const query = params.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ''}${location.hash}`, { replace: true });
  };
  return link.kind === 'reset' ? <ResetPassword token={link.token} onClose={close} /> : <VerifyEmail token={link.token} onClose={close} />;
}

function ResetPassword({ token, onClose }: { token: string; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const { t } = useAuthT();
  const form = useZodForm(resetPasswordFormSchema, { password: '', confirmPassword: '' });
  const [save, { isLoading, error, data, reset }] = useResetPasswordMutation();
  const doneRef = useRef<HTMLButtonElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    reset();
    const result = await save({ token, password: parsed.password });
    if ('data' in result && result.data) {
      dispatch(signedIn({ user: result.data.user, token: result.data.accessToken }));
      setTimeout(() => doneRef.current?.focus(), 0);
    }
  };
  const expired = (error as { data?: { error?: { code?: string } } } | undefined)?.data?.error?.code === 'LINK_EXPIRED';
  const askAgain = () => {
    onClose();
    dispatch(authDialogOpened('signin'));
  };

  return (
    <Dialog open onClose={onClose} title={t('link.resetTitle')}>
      {data ? (
        <div className={styles.form}>
          <InlineMessage tone="success">{t('link.changed')}</InlineMessage>
          <Button ref={doneRef} fullWidth onClick={onClose}>{t('link.done')}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>{t('link.resetLead')}</p>
          <TextField label={t('field.newPassword')} name="password" type="password" autoComplete="new-password" required value={form.values.password}
            onChange={(e) => form.setField('password', e.target.value)} error={checkText(t, form.errors.password)} />
          <TextField label={t('field.confirmNew')} name="confirmPassword" type="password" autoComplete="new-password" required value={form.values.confirmPassword}
            onChange={(e) => form.setField('confirmPassword', e.target.value)} error={checkText(t, form.errors.confirmPassword)} />
          {error && (
            <InlineMessage tone="error" action={expired ? <Button variant="secondary" size="sm" onClick={askAgain}>{t('link.newLink')}</Button> : undefined}>
              {apiErrorMessage(error, t('error.other'))}
            </InlineMessage>
          )}
          <Button type="submit" busy={isLoading} busyLabel={t('link.resetBusy')} fullWidth>{t('link.resetSubmit')}</Button>
        </form>
      )}
    </Dialog>
  );
}

function VerifyEmail({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useAuthT();
  const [verify, { data, error }] = useVerifyEmailMutation();
  const sent = useRef(false);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    // Once per link (StrictMode runs effects twice; the link is single-use).
    if (sent.current) return;
    sent.current = true;
    setStarted(true);
    void verify({ token });
  }, [token, verify]);

  return (
    <Dialog open onClose={onClose} title={t('link.verifyTitle')}>
      <div className={styles.form}>
        {data ? (
          <InlineMessage tone="success">{t('link.verified')}</InlineMessage>
        ) : error ? (
          <InlineMessage tone="error">{apiErrorMessage(error, t('error.other'))}</InlineMessage>
        ) : (
          started && <LoadingText>{t('link.verifying')}</LoadingText>
        )}
        <Button fullWidth variant={data ? 'primary' : 'secondary'} onClick={onClose}>{t('link.done')}</Button>
      </div>
    </Dialog>
  );
}
