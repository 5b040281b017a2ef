import type { FormEvent } from 'react';
import { Button, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { ROLES, type Role } from '@wellness/shared/domain';
import { signUpFormSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { useRegisterMutation } from './api/register';
import type { AuthSession } from './api/authResponse';
import { signUpErrorMessage } from './authErrors';
import { checkText, useAuthT } from './messages';
import styles from './AuthDialog.module.css';

const ROLE_KEY = { user: 'role.user', facility: 'role.facility', admin: 'role.admin' } as const satisfies Record<Role, string>;

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', role: 'user' as Role };

export function SignUpForm({ onSuccess }: { onSuccess: (session: AuthSession) => void }) {
  const { t } = useAuthT();
  const form = useZodForm(signUpFormSchema, EMPTY);
  const [register, { isLoading, error, reset }] = useRegisterMutation();
  const { values, setField } = form;
  const errors = Object.fromEntries(Object.entries(form.errors).map(([field, message]) => [field, checkText(t, message)])) as typeof form.errors;
  const roleOptions = ROLES.map((role) => ({ value: role, label: t(ROLE_KEY[role]) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = form.validate();
    if (!parsed) return;
    reset();
    // The API is not sent confirmPassword: it only checks the form.
    const { confirmPassword: _confirm, ...payload } = parsed;
    const result = await register(payload);
    if ('data' in result && result.data) onSuccess(result.data);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField label={t('field.firstName')} name="firstName" autoComplete="given-name" required value={values.firstName}
          onChange={(e) => setField('firstName', e.target.value)} error={errors.firstName} />
        <TextField label={t('field.lastName')} name="lastName" autoComplete="family-name" required value={values.lastName}
          onChange={(e) => setField('lastName', e.target.value)} error={errors.lastName} />
      </div>
      <TextField label={t('field.email')} name="email" type="email" autoComplete="email" required value={values.email}
        onChange={(e) => setField('email', e.target.value)} error={errors.email} />
      <TextField label={t('field.phone')} name="phone" type="tel" autoComplete="tel" required value={values.phone}
        onChange={(e) => setField('phone', e.target.value)} error={errors.phone} />
      <TextField label={t('field.password')} name="password" type="password" autoComplete="new-password" required value={values.password}
        onChange={(e) => setField('password', e.target.value)} error={errors.password} />
      <TextField label={t('field.confirm')} name="confirmPassword" type="password" autoComplete="new-password" required value={values.confirmPassword}
        onChange={(e) => setField('confirmPassword', e.target.value)} error={errors.confirmPassword} />
      <Select label={t('field.role')} name="role" value={values.role} options={roleOptions}
        onChange={(e) => setField('role', e.target.value as Role)} error={errors.role} />
      {error && <InlineMessage tone="error">{signUpErrorMessage(error, t)}</InlineMessage>}
      <Button type="submit" busy={isLoading} busyLabel={t('creating')} fullWidth>
        {t('signUp')}
      </Button>
    </form>
  );
}
