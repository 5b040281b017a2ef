import { useId, useState, type ReactNode } from 'react';
import { useUiT } from '@wellness/shared/contract';
import { cx } from '../cx';
import { RequiredMark } from '../fields/Field';
import fieldStyles from '../fields/Field.module.css';
import styles from './StarRatingInput.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

export interface StarRatingInputProps {
  /** The group's name (its legend), e.g. "Overall rating". */
  label: ReactNode;
  /** The chosen number of stars, or null while none is chosen. */
  value: number | null;
  onChange: (stars: number | null) => void;
  /** The radios' shared name; one is made up when not given. */
  name?: string;
  hint?: ReactNode;
  /** Error text; marks the group invalid and is read with it. */
  error?: ReactNode;
  /** Shows the required mark. A required rating offers no way back to "none". */
  required?: boolean;
  /** The text of the button that takes an optional rating back to none. */
  clearLabel?: string;
  className?: string;
}


/**
 * A 1 to 5 star rating as five native radio buttons in a fieldset: the browser gives the group its name (the
 * legend), one Tab stop and the Arrow keys between the stars, with no key handling of ours. Each radio is hidden
 * behind its star; the stars up to the chosen (or hovered) one are filled.
 */
export function StarRatingInput({ label, value, onChange, name, hint, error, required, clearLabel, className }: StarRatingInputProps) {
  const baseId = useId();
  const { t } = useUiT();
  const groupName = name ?? `${baseId}-stars`;
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  const hintId = hint ? `${baseId}-hint` : undefined;
  const errorId = error ? `${baseId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={cx(styles.group, Boolean(error) && styles.invalid, className)} aria-describedby={describedBy}>
      <legend className={fieldStyles.label}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className={styles.row}>
        <div className={styles.stars} onMouseLeave={() => setHovered(null)}>
          {STARS.map((n) => {
            const id = `${baseId}-${n}`;
            return (
              // The radio lies over its star, so the pointer is followed on the pair.
              <span key={n} className={styles.star} onMouseEnter={() => setHovered(n)}>
                <input
                  type="radio"
                  id={id}
                  name={groupName}
                  value={n}
                  checked={value === n}
                  onChange={() => {
                    // A choice by keyboard moves away from the star under the pointer: show the choice.
                    setHovered(null);
                    onChange(n);
                  }}
                  className={styles.radio}
                />
                <label htmlFor={id} className={cx(styles.label, n <= shown && styles.filled)}>
                  <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
                    <path d="M12 2.8l2.8 5.8 6.4.9-4.6 4.5 1.1 6.3L12 17.3l-5.7 3 1.1-6.3-4.6-4.5 6.4-.9z" />
                  </svg>
                  <span className={styles.text}>{t('stars', { count: n })}</span>
                </label>
              </span>
            );
          })}
        </div>
        <span className={styles.value} aria-hidden="true">
          {value ? `${value}/5` : ''}
        </span>
        {!required && value !== null && (
          <button type="button" className={styles.clear} onClick={() => onChange(null)}>
            {clearLabel ?? t('clearRating')}
          </button>
        )}
      </div>
      {hint && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
