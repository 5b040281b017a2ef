import {
  mayOpen, useNavigate, authDialogClosed, authDialogOpened, selectAfterSignIn, selectAuthDialog, signedIn, useAppDispatch, useAppSelector,
} from '@wellness/shared/contract';
import { dashboardPathFor, type Role } from '@wellness/shared/domain';
import { useState } from 'react';
import { Dialog } from '@wellness/shared/ui';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { useAuthT } from './messages';
import { useSiteNavigation } from '../../lib/navigation/NavigationContext';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import type { AuthSession } from './api/authResponse';
import styles from './AuthDialog.module.css';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** The path of an address of the site (`/a/b?c#d` → `/a/b`). */
const pathOf = (address: string) => new URL(address, 'http://site.invalid').pathname;

/** The sign-in / sign-up dialog: Hello and Welcome, one dialog switching between them; sign-in leads to "Forgot password?". */
export function AuthDialog() {
  const mode = useAppSelector(selectAuthDialog);
  // "Forgot password?" replaces the sign-in form in the same dialog (with the address typed so far), until it closes.
  const [forgot, setForgot] = useState<{ email: string } | null>(null);
  const [seenMode, setSeenMode] = useState(mode);
  if (mode !== seenMode) {
    setSeenMode(mode);
    setForgot(null);
  }
  const afterSignIn = useAppSelector(selectAfterSignIn);
  const navigation = useSiteNavigation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useAuthT();

  /** The page asked for before signing in, when this role may see it; otherwise the role's own dashboard. */
  const destination = (role: Role) => (afterSignIn && mayOpen(navigation, pathOf(afterSignIn), role) ? afterSignIn : dashboardPathFor(role));
  const close = () => {
    setForgot(null);
    dispatch(authDialogClosed());
  };
  const onSuccess = ({ user, accessToken }: AuthSession) => {
    dispatch(signedIn({ user, token: accessToken }));
    dispatch(authDialogClosed());
    navigate(destination(user.role));
    // The button that opened the dialog (JOIN NOW) is gone with the visitor signed in: focus goes to the page the
    // visitor is taken to, where the skip link leads, rather than to the document's body.
    setTimeout(() => document.getElementById('main')?.focus({ preventScroll: true }), 0);
  };
  const continueWithGoogle = () => window.alert(t('googleMissing'));

  if (forgot && mode === 'signin') {
    return (
      <Dialog open onClose={close} title={t('reset.title')}>
        <ForgotPasswordForm initialEmail={forgot.email} onBack={() => setForgot(null)} />
      </Dialog>
    );
  }

  return (
    <Dialog open={mode !== null} onClose={close} title={mode === 'signup' ? t('welcome') : t('hello')}>
      {mode === 'signup' ? (
        <>
          <p className={styles.lead}>{t('signUpLead')}</p>
          <SignUpForm onSuccess={onSuccess} />
        </>
      ) : (
        <>
          <p className={styles.lead}>{t('signInLead')}</p>
          <SignInForm onSuccess={onSuccess} onForgot={(email) => setForgot({ email })} />
        </>
      )}
      <div className={styles.divider}><span>{t('or')}</span></div>
      <button type="button" className={styles.google} onClick={continueWithGoogle}>
        <GoogleMark />
        {t('google')}
      </button>
      <p className={styles.switch}>
        {mode === 'signup' ? t('haveAccount') : t('noAccount')}{' '}
        <button type="button" className={styles.switchLink} onClick={() => dispatch(authDialogOpened(mode === 'signup' ? 'signin' : 'signup'))}>
          {mode === 'signup' ? t('signInLink') : t('signUpLink')}
        </button>
      </p>
    </Dialog>
  );
}
