import type { ComponentProps } from 'react';
import { cx } from '../cx';
import { Field, useFieldIds, type FieldChromeProps } from './Field';
import styles from './Field.module.css';

export interface DateInputProps extends FieldChromeProps, Omit<ComponentProps<'input'>, keyof FieldChromeProps | 'type'> {
  /** Earliest selectable day, YYYY-MM-DD. */
  min?: string;
  max?: string;
  inputClassName?: string;
}

/** Today as YYYY-MM-DD in local time, for `min`. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Native date input: the platform picker is the most accessible one on every device. */
export function DateInput({ label, hint, error, required, hideLabel, className, inputClassName, id, 'aria-describedby': extra, ...rest }: DateInputProps) {
  const ids = useFieldIds(id, hint, error, extra);
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className} ids={ids}>
      <input
        {...rest}
        type="date"
        id={ids.id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={cx(styles.control, styles.date, inputClassName)}
      />
    </Field>
  );
}
