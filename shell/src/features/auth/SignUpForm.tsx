import type { FormEvent } from 'react';
import { Button, InlineMessage, Select, TextField } from '@wellness/shared/ui';
import { ROLES, type Role } from '@wellness/shared/domain';
import { signUpFormSchema } from '@wellness/shared/schemas';
import { useZodForm } from '@wellness/shared/forms';
import { useRegisterMutation } from './api/register';
import type { AuthSession } from './api/authResponse';
import { signUpErrorMessage } from './authErrors';
import styles from './AuthDialog.module.css';

const ROLE_LABEL: Record<Role, string> = { user: 'Program Creator', facility: 'Facility Owner', admin: 'Administrator' };
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABEL[role] }));

const EMPTY = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', role: 'user' as Role };

export function SignUpForm({ onSuccess }: { onSuccess: (session: AuthSession) => void }) {
  const form = useZodForm(signUpFormSchema, EMPTY);
  const [register, { isLoading, error, reset }] = useRegisterMutation();
  const { values, errors, setField } = form;

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
        <TextField label="First Name" name="firstName" autoComplete="given-name" required value={values.firstName}
          onChange={(e) => setField('firstName', e.target.value)} error={errors.firstName} />
        <TextField label="Last Name" name="lastName" autoComplete="family-name" required value={values.lastName}
          onChange={(e) => setField('lastName', e.target.value)} error={errors.lastName} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required value={values.email}
        onChange={(e) => setField('email', e.target.value)} error={errors.email} />
      <TextField label="Phone" name="phone" type="tel" autoComplete="tel" required value={values.phone}
        onChange={(e) => setField('phone', e.target.value)} error={errors.phone} />
      <TextField label="Password" name="password" type="password" autoComplete="new-password" required value={values.password}
        onChange={(e) => setField('password', e.target.value)} error={errors.password} />
      <TextField label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required value={values.confirmPassword}
        onChange={(e) => setField('confirmPassword', e.target.value)} error={errors.confirmPassword} />
      <Select label="Account Type" name="role" value={values.role} options={ROLE_OPTIONS}
        onChange={(e) => setField('role', e.target.value as Role)} error={errors.role} />
      {error && <InlineMessage tone="error">{signUpErrorMessage(error)}</InlineMessage>}
      <Button type="submit" busy={isLoading} busyLabel="CREATING ACCOUNT..." fullWidth>
        Sign Up
      </Button>
    </form>
  );
}
