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

  it('keeps both of two fields set by one event (a place’s latitude and longitude)', () => {
    const { result } = renderHook(() => useZodForm(schema, initial));
    act(() => {
      result.current.setField('email', 'ana@example.test');
      result.current.setField('password', 'serenity');
    });
    expect(result.current.values).toEqual({ email: 'ana@example.test', password: 'serenity', confirmPassword: '' });
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

  it('keys the error of a list item by its path, checks the values as the schema takes them, with what the submit adds', () => {
    const listSchema = z
      .object({
        status: z.enum(['draft', 'pending']),
        name: z.string(),
        price: z.number().max(100, 'Too expensive').optional(),
        items: z.array(z.object({ title: z.string().min(1, 'A title, please') })),
      })
      .superRefine((v, ctx) => {
        if (v.status === 'pending' && !v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: 'Required' });
      });
    const start = { status: 'draft' as 'draft' | 'pending', name: '', price: '500', items: [{ title: '' }] };
    const toInput = (v: typeof start) => ({ ...v, price: v.price ? Number(v.price) : undefined });
    const { result } = renderHook(() => useZodForm(listSchema, start, { toInput }));
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate({ status: 'pending' });
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ name: 'Required', price: 'Too expensive', items: 'A title, please', 'items.0.title': 'A title, please' });
    // Checked again as it was sent (pending): the name stays required while another field changes.
    act(() => result.current.setField('price', '50'));
    expect(result.current.errors).toEqual({ name: 'Required', items: 'A title, please', 'items.0.title': 'A title, please' });
    act(() => result.current.setField('items', [{ title: 'Yoga' }]));
    expect(result.current.errors).toEqual({ name: 'Required' });
    act(() => result.current.setField('name', 'Retreat'));
    act(() => {
      parsed = result.current.validate({ status: 'pending' });
    });
    expect(parsed).toEqual({ status: 'pending', name: 'Retreat', price: 50, items: [{ title: 'Yoga' }] });
  });
});
