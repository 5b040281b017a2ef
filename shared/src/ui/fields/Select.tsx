import type { ComponentProps } from 'react';
import { cx } from '../cx';
import { Field, useFieldIds, type FieldChromeProps } from './Field';
import styles from './Field.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldChromeProps, Omit<ComponentProps<'select'>, keyof FieldChromeProps | 'children'> {
  options: readonly SelectOption[];
  /** Empty first option, e.g. "Choose a category". */
  placeholder?: string;
  selectClassName?: string;
}

export function Select({ label, hint, error, required, hideLabel, className, selectClassName, options, placeholder, id, 'aria-describedby': extra, ...rest }: SelectProps) {
  const ids = useFieldIds(id, hint, error, extra);
  return (
    <Field label={label} hint={hint} error={error} required={required} hideLabel={hideLabel} className={className} ids={ids}>
      <div className={styles.selectWrap}>
        <select
          {...rest}
          id={ids.id}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={cx(styles.control, styles.select, selectClassName)}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </Field>
  );
}
