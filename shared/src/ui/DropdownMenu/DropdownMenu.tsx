import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../cx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import styles from './DropdownMenu.module.css';

export interface DropdownMenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  tone?: 'default' | 'danger';
  /** A count shown after the label when above 0 (read as "3 new"). */
  count?: number;
}

export interface DropdownMenuProps {
  /** Accessible name of the trigger button and of the menu. */
  label: string;
  /** Visible content of the trigger (an avatar, an icon, text). */
  trigger: ReactNode;
  items: DropdownMenuItem[];
  /** Non-interactive content above the items (e.g. the signed-in user's name and email). */
  header?: ReactNode;
  align?: 'start' | 'end';
  className?: string;
  triggerClassName?: string;
  /**
   * Opens on its first enabled item as it mounts: for a menu whose code loads on its trigger's first press, so that
   * press still opens it.
   */
  defaultOpen?: boolean;
}

/** Menu button pattern: arrow keys move among items, Escape closes and returns focus, an outside click closes. */
export function DropdownMenu({ label, trigger, items, header, align = 'end', className, triggerClassName, defaultOpen = false }: DropdownMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [focusIndex, setFocusIndex] = useState(() => items.findIndex((item) => !item.disabled));
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = items.map((item, i) => (item.disabled ? -1 : i)).filter((i) => i >= 0);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('mousedown', onPointerDown);
    };
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? enabled[0] ?? 0 : enabled[enabled.length - 1] ?? 0);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const position = enabled.indexOf(focusIndex);
    let next: number | undefined;
    switch (event.key) {
      case 'ArrowDown':
        next = enabled[(position + 1) % enabled.length];
        break;
      case 'ArrowUp':
        next = enabled[(position - 1 + enabled.length) % enabled.length];
        break;
      case 'Home':
        next = enabled[0];
        break;
      case 'End':
        next = enabled[enabled.length - 1];
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const letter = event.key.toLowerCase();
          const order = [...enabled.slice(position + 1), ...enabled.slice(0, position + 1)];
          next = order.find((i) => items[i]!.label.toLowerCase().startsWith(letter));
        }
    }
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
  };

  const select = (item: DropdownMenuItem) => {
    close(true);
    item.onSelect();
  };

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <button
        ref={triggerRef}
        type="button"
        className={cx(styles.trigger, triggerClassName)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(enabled[0] ?? 0))}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </button>
      {open && (
        <div className={cx(styles.popover, styles[align])}>
          {header && <div className={styles.header}>{header}</div>}
          <ul id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <li key={item.label} role="none">
                <button
                  ref={(el) => {
                    itemRefs.current[index] = el;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={index === focusIndex ? 0 : -1}
                  disabled={item.disabled}
                  className={cx(styles.item, item.tone === 'danger' && styles.danger)}
                  onClick={() => select(item)}
                  onMouseEnter={() => !item.disabled && setFocusIndex(index)}
                >
                  {item.icon && (
                    <span className={styles.icon} aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  {item.label}
                  {item.count ? (
                    <span className={styles.count}>
                      <span aria-hidden="true">{item.count}</span>
                      <VisuallyHidden>, {item.count} new</VisuallyHidden>
                    </span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
