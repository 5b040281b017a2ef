import type { ReactNode } from 'react';
import { cx } from '../cx';
import { ToneIcon, type Tone } from './icons';
import styles from './feedback.module.css';

export interface InlineMessageProps {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  /** Optional action (e.g. a retry button) at the end. */
  action?: ReactNode;
  className?: string;
}

/** A message in the flow of the page: errors are announced at once (role alert), the rest politely (role status). */
export function InlineMessage({ tone = 'info', title, children, action, className }: InlineMessageProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx(styles.message, styles[tone], className)}>
      <span className={styles.icon}>
        <ToneIcon tone={tone} />
      </span>
      <div className={styles.text}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.detail}>{children}</div>}
      </div>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
