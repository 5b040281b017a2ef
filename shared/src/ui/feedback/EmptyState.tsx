import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './feedback.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Decorative illustration; a calm default is drawn when omitted. */
  icon?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function DefaultIcon() {
  return (
    <svg viewBox="0 0 64 64" width="56" height="56" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="30" fill="var(--color-surface-sunken)" />
      <path d="M32 44c-7-5-9-12-0-24 9 12 7 19 0 24z" fill="var(--color-eucalyptus-300)" />
      <path d="M31 44c-8 0-14-5-14-13 7 0 12 4 14 13zM33 44c8 0 14-5 14-13-7 0-12 4-14 13z" fill="var(--color-eucalyptus-500)" opacity="0.7" />
      <path d="M18 48h28" stroke="var(--color-accent)" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function EmptyState({ title, description, action, icon, headingLevel = 3, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, className)}>
      <div className={styles.emptyIcon}>{icon ?? <DefaultIcon />}</div>
      <Heading className={styles.emptyTitle}>{title}</Heading>
      {description && <p className={styles.emptyText}>{description}</p>}
      {action && <div className={styles.emptyAction}>{action}</div>}
    </div>
  );
}
