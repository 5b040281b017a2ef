import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@wellness/shared/api';
import { selectUser, useAppDispatch, useAppSelector, userUpdated } from '@wellness/shared/contract';
import { personalInfoSchema, type PersonalInfoValues } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { Button, InlineMessage, TextField } from '@wellness/shared/ui';
import { useUpdateProfileMutation } from './api/updateProfile';
import styles from './account.module.css';

/** The page's texts, word for word as the product gives them. */
export const PROFILE_SAVED = 'Information updated successfully!';

/**
 * Personal Information: First Name, Last Name, Email, Phone pre-filled from the signed-in user. Save
 * Changes stores them (PATCH /auth/me), updates the session and shows the spec's alert text.
 */
export function PersonalInfoPage() {
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
      setResult({ tone: 'success', text: PROFILE_SAVED });
    } catch (error) {
      setResult({ tone: 'error', text: apiErrorMessage(error, 'Your information could not be saved. Please try again.') });
    }
  };

  return (
    <section aria-labelledby="personal-info-title" className={styles.page}>
      <h1 id="personal-info-title" className={styles.title}>
        Personal Information
      </h1>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField label="First Name" name="firstName" autoComplete="given-name" value={values.firstName} error={errors.firstName} onChange={(e) => setField('firstName', e.target.value)} />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" value={values.lastName} error={errors.lastName} onChange={(e) => setField('lastName', e.target.value)} />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={(e) => setField('email', e.target.value)} />
        <TextField label="Phone" name="phone" type="tel" autoComplete="tel" value={values.phone} error={errors.phone} onChange={(e) => setField('phone', e.target.value)} />
        <div className={styles.actions}>
          <Button type="submit" busy={isLoading}>
            Save Changes
          </Button>
          <div aria-live="polite">{result && <InlineMessage tone={result.tone}>{result.text}</InlineMessage>}</div>
        </div>
      </form>
    </section>
  );
}

export default PersonalInfoPage;
