import { useId, type ReactNode } from 'react';
import styles from './RadioGroup.module.css';

export interface RadioOption<Value extends string> {
  value: Value;
  label: string;
  /** A line under the label, read with it (aria-describedby). */
  hint?: ReactNode;
}

interface RadioGroupProps<Value extends string> {
  legend: string;
  name: string;
  value: Value;
  options: readonly RadioOption<Value>[];
  onChange: (value: Value) => void;
  error?: string;
  className?: string;
}

/**
 * Native radio buttons in a fieldset: the browser gives the group its name (the legend), Arrow keys between options
 * and one Tab stop, with no script of ours. The design system has no radio group yet; this one stays in the
 * dashboards until another remote needs one.
 */
export function RadioGroup<Value extends string>({ legend, name, value, options, onChange, error, className }: RadioGroupProps<Value>) {
  const baseId = useId();
  const errorId = `${baseId}-error`;
  return (
    <fieldset className={`${styles.group} ${className ?? ''}`} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      {options.map((option) => {
        const id = `${baseId}-${option.value}`;
        return (
          <div key={option.value} className={styles.option}>
            <input
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-describedby={option.hint ? `${id}-hint` : undefined}
              className={styles.radio}
            />
            <label htmlFor={id} className={styles.label}>
              {option.label}
            </label>
            {option.hint && (
              <p id={`${id}-hint`} className={styles.hint}>
                {option.hint}
              </p>
            )}
          </div>
        );
      })}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
