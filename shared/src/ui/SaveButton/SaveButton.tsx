import type { ComponentProps } from 'react';
import { useUiT } from '@wellness/shared/contract';
import { cx } from '../cx';
import styles from './SaveButton.module.css';

export interface SaveButtonProps extends Omit<ComponentProps<'button'>, 'onClick' | 'aria-pressed' | 'aria-label' | 'children'> {
  /** The program's name, in the button's accessible name ("Save Tuscan Thermal…"). */
  name: string;
  saved: boolean;
  onToggle: () => void;
  /** `overlay`: on a picture (a card's, the hero's); `plain`: on the page's background. */
  tone?: 'overlay' | 'plain';
}

/** The heart that saves a program or removes it from the saved ones: a toggle button, 44 px to tap. */
export function SaveButton({ name, saved, onToggle, tone = 'plain', className, type = 'button', ...rest }: SaveButtonProps) {
  const { t } = useUiT();
  const label = saved ? t('unsave', { name }) : t('save', { name });
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles[tone], className)}
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={(event) => {
        // On a card that is a link, the heart saves and does not open the program.
        event.preventDefault();
        event.stopPropagation();
        onToggle();
      }}
    >
      <HeartIcon filled={saved} />
    </button>
  );
}

function HeartIcon({ filled, size = 22 }: { filled: boolean; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d="M12 20.3l-1.2-1.1C6.1 14.9 3 12.1 3 8.6 3 5.8 5.2 3.6 8 3.6c1.6 0 3.1.7 4 1.9.9-1.2 2.4-1.9 4-1.9 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-7.8 10.6z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  );
}
