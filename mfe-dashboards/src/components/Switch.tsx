import { cx } from '@wellness/shared/ui';
import styles from './Switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name: it must name the row, e.g. "Active: Ocean Spa". */
  label: string;
  disabled?: boolean;
  busy?: boolean;
}

/** An on/off switch (WAI-ARIA switch pattern): a button with role="switch" and aria-checked. */
export function Switch({ checked, onChange, label, disabled, busy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      className={cx(styles.switch, checked && styles.on)}
      onClick={() => onChange(!checked)}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
