import type { AnchorHTMLAttributes, ComponentProps, MouseEvent, ReactNode } from 'react';
import { cx } from '../cx';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'link' | 'inverse' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleOptions {
  fullWidth?: boolean;
  className?: string;
}

/** Button look for elements the design system does not render itself, e.g. a router `<Link>`. */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', { fullWidth, className }: ButtonStyleOptions = {}): string {
  return cx(styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, className);
}

function Spinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** While true the button is disabled, marked aria-busy and shows `busyLabel`. */
  busy?: boolean;
  /** Text shown while busy, e.g. "SIGNING IN...". Defaults to the normal content. */
  busyLabel?: ReactNode;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

export function Button({
  variant = 'primary', size = 'md', busy = false, busyLabel, fullWidth, iconStart, iconEnd, className, children, disabled, type = 'button', ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClassName(variant, size, { fullWidth, className })}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : iconStart}
      <span className={styles.label}>{busy && busyLabel !== undefined ? busyLabel : children}</span>
      {!busy && iconEnd}
    </button>
  );
}

export interface IconButtonProps extends Omit<ComponentProps<'button'>, 'aria-label'> {
  /** Accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  variant?: Extract<ButtonVariant, 'primary' | 'secondary' | 'ghost' | 'inverse'>;
  size?: ButtonSize;
  children: ReactNode;
}

export function IconButton({ label, variant = 'ghost', size = 'md', className, type = 'button', children, ...rest }: IconButtonProps) {
  return (
    <button {...rest} type={type} aria-label={label} title={rest.title ?? label} className={cx(buttonClassName(variant, size), styles.icon, className)}>
      <span aria-hidden="true" className={styles.iconGlyph}>{children}</span>
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
  /** Client-side navigation: called instead of following the link on a plain left click. */
  onNavigate?: (href: string) => void;
}

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link that looks like a button. Apps using a router pass `onNavigate`, or style their `<Link>` with `buttonClassName`. */
export function ButtonLink({ href, variant = 'primary', size = 'md', fullWidth, iconStart, iconEnd, onNavigate, onClick, className, children, ...rest }: ButtonLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !onNavigate || rest.target === '_blank' || !isPlainLeftClick(event)) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <a {...rest} href={href} onClick={handleClick} className={buttonClassName(variant, size, { fullWidth, className })}>
      {iconStart}
      <span className={styles.label}>{children}</span>
      {iconEnd}
    </a>
  );
}
