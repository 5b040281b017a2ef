import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod';

/** Errors by field (`email`), and by the whole path of an item of a list field (`includes.0.title`). */
export type FieldErrors<T> = Partial<Record<(keyof T & string) | `${keyof T & string}.${string}`, string>>;

function errorsOf<T>(schema: z.ZodType, input: unknown): FieldErrors<T> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (field === undefined) continue;
    errors[String(field)] ??= issue.message;
    if (issue.path.length > 1) errors[issue.path.join('.')] ??= issue.message;
  }
  return errors as FieldErrors<T>;
}

interface Options<T> {
  /** Fields checked as the visitor types (the contact form all, the booking form email and phone); the rest on submit. */
  validateOnChange?: (keyof T & string)[] | 'all';
  /** What the schema checks, made from the form's values (a price typed as text that the API takes as a number). */
  toInput?: (values: T) => unknown;
}

/**
 * Form state checked by the same zod schema the API uses, so the rule and its message live once.
 * `validate` checks every field and answers the parsed data, or null (the errors then show).
 */
export function useZodForm<Values extends Record<string, unknown>, Parsed = Values>(
  schema: z.ZodType<Parsed>,
  initialValues: Values,
  { validateOnChange = [], toInput = (values) => values }: Options<Values> = {},
) {
  const [values, setValues] = useState<Values>(initialValues);
  // The values as the last change left them, before React renders again: two fields set by one click (a place's
  // latitude and longitude) both land, where building on `values` would keep only the second.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  }, [values]);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});
  // The values a submit added (say, the status its button stands for): fields are checked again as they were sent.
  const [sent, setSent] = useState<Partial<Values>>({});

  const setField = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K]) => {
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      const all = errorsOf<Values>(schema, toInput({ ...next, ...sent }));
      const live = validateOnChange === 'all' || validateOnChange.includes(name);
      setErrors((current) => {
        const updated: Record<string, string | undefined> = { ...current };
        if (live) updated[name] = all[name];
        else delete updated[name];
        // A rule across fields (confirm password) clears once its partner is fixed; an item of a list once it is.
        for (const key of Object.keys(updated)) if (!all[key as keyof FieldErrors<Values>]) delete updated[key];
        return updated as FieldErrors<Values>;
      });
    },
    [schema, sent, validateOnChange, toInput],
  );

  /** Checks the values, with `overrides` (what the pressed button adds), and answers the parsed data or null. */
  const validate = useCallback(
    (overrides: Partial<Values> = {}): Parsed | null => {
      setSent(overrides);
      const input = toInput({ ...values, ...overrides });
      const result = schema.safeParse(input);
      setErrors(result.success ? {} : errorsOf<Values>(schema, input));
      return result.success ? result.data : null;
    },
    [schema, values, toInput],
  );

  const reset = useCallback(() => {
    setValues(initialValues);
    setErrors({});
    setSent({});
  }, [initialValues]);

  return { values, errors, setField, validate, reset, setErrors };
}
