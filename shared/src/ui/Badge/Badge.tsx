import type { ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Badge.module.css';

export type BadgeVariant = 'neutral' | 'primary' | 'accent' | 'success' | 'warning' | 'error' | 'info' | 'outline' | 'glass';

export interface BadgeProps {
  children: ReactNode;
  variant?: BadgeVariant;
  size?: 'sm' | 'md';
  className?: string;
}

export function Badge({ children, variant = 'neutral', size = 'md', className }: BadgeProps) {
  return <span className={cx(styles.badge, styles[variant], styles[size], className)}>{children}</span>;
}
