import { useId, type ReactNode } from 'react';
import { cx } from '../cx';
import { visuallyHiddenClassName } from '../VisuallyHidden/VisuallyHidden';
import styles from './Field.module.css';

export interface FieldChromeProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error text; marks the control aria-invalid and links the text to it. */
  error?: ReactNode;
  required?: boolean;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  className?: string;
}

export interface FieldIds {
  id: string;
  hintId?: string;
  errorId?: string;
  describedBy?: string;
}

/** Ids tying a control to its label, hint and error text. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: ReactNode, extraDescribedBy?: string): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [extraDescribedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { id: controlId, hintId, errorId, describedBy };
}

export function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      *
    </span>
  );
}

export function Field({ label, hint, error, required, hideLabel, className, ids, children }: FieldChromeProps & { ids: FieldIds; children: ReactNode }) {
  return (
    <div className={cx(styles.field, Boolean(error) && styles.invalid, className)}>
      <label htmlFor={ids.id} className={cx(styles.label, hideLabel && visuallyHiddenClassName)}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} className={styles.error}>
          <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="currentColor" />
            <path d="M8 4.2v4.6M8 11.2v.4" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
          {error}
        </p>
      )}
    </div>
  );
}
