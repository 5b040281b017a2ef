import { useEffect, useRef, useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { authDialogOpened, signedIn, useAppDispatch, useLocation, useNavigate } from '@wellness/shared/contract';
import { ACCOUNT_MESSAGES } from '@wellness/shared/domain';
import { resetPasswordFormSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, Dialog, InlineMessage, LoadingText, TextField } from '@wellness/shared/ui';
import { useResetPasswordMutation, useVerifyEmailMutation } from './api/accountLinks';
import { ACCOUNT_LINK_PARAMS, type AccountLink } from './accountLinkParams';
import styles from './AuthDialog.module.css';

export const LINK_TEXTS = {
  resetTitle: 'Choose a new password',
  resetLead: 'Your new password needs at least 6 characters. Once it is saved, other sessions are signed out.',
  resetSubmit: 'Save new password',
  resetBusy: 'SAVING...',
  verifyTitle: 'Verify your email',
  verifying: 'Verifying your email…',
  newLink: 'Ask for a new link',
  done: 'Continue',
} as const;

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
    <Dialog open onClose={onClose} title={LINK_TEXTS.resetTitle}>
      {data ? (
        <div className={styles.form}>
          <InlineMessage tone="success">{ACCOUNT_MESSAGES.passwordChanged}</InlineMessage>
          <Button ref={doneRef} fullWidth onClick={onClose}>{LINK_TEXTS.done}</Button>
        </div>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <p className={styles.lead}>{LINK_TEXTS.resetLead}</p>
          <TextField label="New password" name="password" type="password" autoComplete="new-password" required value={form.values.password}
            onChange={(e) => form.setField('password', e.target.value)} error={form.errors.password} />
          <TextField label="Confirm new password" name="confirmPassword" type="password" autoComplete="new-password" required value={form.values.confirmPassword}
            onChange={(e) => form.setField('confirmPassword', e.target.value)} error={form.errors.confirmPassword} />
          {error && (
            <InlineMessage tone="error" action={expired ? <Button variant="secondary" size="sm" onClick={askAgain}>{LINK_TEXTS.newLink}</Button> : undefined}>
              {apiErrorMessage(error, 'An error occurred. Please try again.')}
            </InlineMessage>
          )}
          <Button type="submit" busy={isLoading} busyLabel={LINK_TEXTS.resetBusy} fullWidth>{LINK_TEXTS.resetSubmit}</Button>
        </form>
      )}
    </Dialog>
  );
}

function VerifyEmail({ token, onClose }: { token: string; onClose: () => void }) {
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
    <Dialog open onClose={onClose} title={LINK_TEXTS.verifyTitle}>
      <div className={styles.form}>
        {data ? (
          <InlineMessage tone="success">{ACCOUNT_MESSAGES.emailVerified}</InlineMessage>
        ) : error ? (
          <InlineMessage tone="error">{apiErrorMessage(error, 'An error occurred. Please try again.')}</InlineMessage>
        ) : (
          started && <LoadingText>{LINK_TEXTS.verifying}</LoadingText>
        )}
        <Button fullWidth variant={data ? 'primary' : 'secondary'} onClick={onClose}>{LINK_TEXTS.done}</Button>
      </div>
    </Dialog>
  );
}
