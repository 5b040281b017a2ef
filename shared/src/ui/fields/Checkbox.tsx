import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../cx';
import { useFieldIds } from './Field';
import styles from './Field.module.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Checkbox({ label, hint, error, id, className, 'aria-describedby': extra, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, hint, error, extra);
  return (
    <div className={cx(styles.checkField, className)}>
      <div className={styles.checkRow}>
        <input
          {...rest}
          type="checkbox"
          id={ids.id}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={styles.checkbox}
        />
        <label htmlFor={ids.id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      {hint && (
        <p id={ids.hintId} className={cx(styles.hint, styles.checkHint)}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={cx(styles.error, styles.checkHint)}>
          {error}
        </p>
      )}
    </div>
  );
}
