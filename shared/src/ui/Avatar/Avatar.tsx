import { cx } from '../cx';
import styles from './Avatar.module.css';

export interface AvatarProps {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** Photo URL; initials show when absent. */
  src?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive tech when the name is already given nearby (e.g. inside a labelled button). */
  decorative?: boolean;
  className?: string;
}

/** Initials from first and last name, else from the email's local part ("jane.doe@…" → "JD"). */
export function initialsFor({ firstName, lastName, email }: Pick<AvatarProps, 'firstName' | 'lastName' | 'email'>): string {
  const first = firstName?.trim()?.[0] ?? '';
  const last = lastName?.trim()?.[0] ?? '';
  if (first || last) return (first + last).toUpperCase();
  const local = email?.split('@')[0] ?? '';
  const parts = local.split(/[._\-+]+/).filter(Boolean);
  if (parts.length >= 2) return (parts[0]![0]! + parts[1]![0]!).toUpperCase();
  return (local[0] ?? '?').toUpperCase();
}

export function Avatar({ firstName, lastName, email, src, size = 'md', decorative, className }: AvatarProps) {
  const name = [firstName, lastName].filter(Boolean).join(' ') || email || 'User';
  const a11y = decorative ? { 'aria-hidden': true as const } : { role: 'img' as const, 'aria-label': name };
  return (
    <span className={cx(styles.avatar, styles[size], className)} {...a11y}>
      {/* Initials are drawn from an attribute, not text, so a labelled trigger's visible text never contradicts its name (WCAG 2.5.3). */}
      {src ? <img src={src} alt="" className={styles.image} /> : <span className={styles.initials} data-initials={initialsFor({ firstName, lastName, email })} />}
    </span>
  );
}
