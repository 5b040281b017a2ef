import { act, renderHook } from '@testing-library/react';
import { z } from 'zod';
import { useZodForm } from './useZodForm';

const schema = z
  .object({
    email: z.string().email('Please enter a valid email address'),
    password: z.string().min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

const initial = { email: '', password: '', confirmPassword: '' };

describe('useZodForm', () => {
  it('checks live fields as they change and leaves the others for submit', () => {
    const { result } = renderHook(() => useZodForm(schema, initial, { validateOnChange: ['email'] }));
    act(() => result.current.setField('email', 'not-an-email'));
    expect(result.current.errors.email).toBe('Please enter a valid email address');
    act(() => result.current.setField('password', '123'));
    expect(result.current.errors.password).toBeUndefined();
    act(() => result.current.setField('email', 'ana@example.test'));
    expect(result.current.errors.email).toBeUndefined();
  });

  it('validates every field on submit and returns the parsed data only when valid', () => {
    const { result } = renderHook(() => useZodForm(schema, initial));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate();
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toMatchObject({ email: 'Please enter a valid email address', password: 'Password must be at least 6 characters' });

    act(() => result.current.setField('email', 'ana@example.test'));
    act(() => result.current.setField('password', 'secret1'));
    act(() => result.current.setField('confirmPassword', 'secret2'));
    act(() => {
      parsed = result.current.validate();
    });
    expect(parsed).toBeNull();
    expect(result.current.errors.confirmPassword).toBe('Passwords do not match');

    act(() => result.current.setField('confirmPassword', 'secret1'));
    expect(result.current.errors.confirmPassword).toBeUndefined();
    act(() => {
      parsed = result.current.validate();
    });
    expect(parsed).toEqual({ email: 'ana@example.test', password: 'secret1', confirmPassword: 'secret1' });
  });
});
