import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { selectUser, useAppDispatch, useAppSelector, userUpdated } from '@wellness/shared/contract';
import { personalInfoSchema, type PersonalInfoValues } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, InlineMessage, TextField } from '@wellness/shared/ui';
import { useUpdateProfileMutation } from './api/updateProfile';
import { VALIDATION_MESSAGES } from '@wellness/shared/domain';
import { loadingTexts } from '../../messages';
import { accountMessages, useAccountT } from './messages';
import styles from './account.module.css';

/** The shared schema's rules the form can break, by their English words (a test keeps them equal). */
const CHECK: Record<string, string> = { [VALIDATION_MESSAGES.email]: 'check.email', [VALIDATION_MESSAGES.unsupportedCharacters]: 'check.characters' };

/**
 * Personal Information: First Name, Last Name, Email, Phone pre-filled from the signed-in user. Save
 * Changes stores them (PATCH /auth/me), updates the session and shows the spec's alert text.
 */
export function PersonalInfoPage() {
  const { t } = useAccountT();
  const said = (error: string | undefined) => (error && CHECK[error] ? t(CHECK[error]) : error);
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [save, { isLoading }] = useUpdateProfileMutation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const initial: Required<PersonalInfoValues> = {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
  };
  const { values, errors, setField, validate } = useZodForm(personalInfoSchema, initial);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = validate();
    if (!parsed) return;
    try {
      const stored = await save(parsed).unwrap();
      dispatch(userUpdated({ firstName: stored.firstName, lastName: stored.lastName, email: stored.email, phone: stored.phone }));
      setResult({ tone: 'success', text: t('personal.saved') });
    } catch (error) {
      setResult({ tone: 'error', text: apiErrorMessage(error, t('personal.failed')) });
    }
  };

  return (
    <section aria-labelledby="personal-info-title" className={styles.page}>
      <h1 id="personal-info-title" className={styles.title}>
        {t('personal.title')}
      </h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label={t('personal.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} error={said(errors.firstName)} onChange={(e) => setField('firstName', e.target.value)} />
        <TextField label={t('personal.lastName')} name="lastName" autoComplete="family-name" value={values.lastName} error={said(errors.lastName)} onChange={(e) => setField('lastName', e.target.value)} />
        <TextField label={t('personal.email')} name="email" type="email" autoComplete="email" value={values.email} error={said(errors.email)} onChange={(e) => setField('email', e.target.value)} />
        <TextField label={t('personal.phone')} name="phone" type="tel" autoComplete="tel" value={values.phone} error={said(errors.phone)} onChange={(e) => setField('phone', e.target.value)} />
        <div className={styles.actions}>
          <Button type="submit" busy={isLoading}>
            {t('personal.save')}
          </Button>
          <div aria-live="polite">{result && <InlineMessage tone={result.tone}>{result.text}</InlineMessage>}</div>
        </div>
      </form>
    </section>
  );
}

export const prepare = loadingTexts(accountMessages);

export default PersonalInfoPage;
