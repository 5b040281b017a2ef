import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { useUiT } from '@wellness/shared/contract';
import { createPortal } from 'react-dom';
import { cx } from '../cx';
import { focusableIn } from '../focus';
import { visuallyHiddenClassName } from '../VisuallyHidden/VisuallyHidden';
import styles from './Dialog.module.css';

export type DialogSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Short text under the title, announced with it. */
  description?: ReactNode;
  footer?: ReactNode;
  size?: DialogSize;
  /** Keeps the title for screen readers only (e.g. an image lightbox). */
  hideTitle?: boolean;
  /** Element focused on open; defaults to the first focusable element of the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  /** Close when the dimmed backdrop is clicked (default true). */
  closeOnOverlayClick?: boolean;
  className?: string;
}

let openCount = 0;
let savedOverflow = '';
let savedPaddingRight = '';

function lockScroll() {
  if (openCount++ > 0) return;
  const body = document.body;
  savedOverflow = body.style.overflow;
  savedPaddingRight = body.style.paddingRight;
  // Keep the page from shifting when its scrollbar disappears.
  const scrollbar = window.innerWidth - document.documentElement.clientWidth;
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  body.style.overflow = 'hidden';
}

function unlockScroll() {
  if (--openCount > 0) return;
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingRight = savedPaddingRight;
}

/** Modal dialog: focus trapped inside and returned to the opener, Escape and backdrop click close, page scroll locked. */
export function Dialog(props: DialogProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose, title, children, description, footer, size = 'md', hideTitle, initialFocusRef, closeLabel, closeOnOverlayClick = true, className,
}: DialogProps) {
  const titleId = useId();
  const { t } = useUiT();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressStartedOnOverlay = useRef(false);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    lockScroll();
    const target = initialFocusRef?.current ?? (bodyRef.current && focusableIn(bodyRef.current)[0]) ?? closeRef.current ?? panelRef.current;
    target?.focus();
    return () => {
      unlockScroll();
      if (opener && opener.isConnected && typeof opener.focus === 'function') opener.focus();
    };
    // Runs once per opening; later prop changes must not steal focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Handled on the overlay, which receives every key pressed inside the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableIn(panelRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0]!;
    const last = items[items.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Only a press that starts and ends on the backdrop closes, so selecting text in a field and releasing outside does not.
  const onOverlayMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnOverlay.current = event.target === event.currentTarget;
  };
  const onOverlayClick = (event: MouseEvent<HTMLDivElement>) => {
    if (closeOnOverlayClick && pressStartedOnOverlay.current && event.target === event.currentTarget) onClose();
    pressStartedOnOverlay.current = false;
  };

  return (
    <div role="presentation" className={styles.overlay} onMouseDown={onOverlayMouseDown} onClick={onOverlayClick} onKeyDown={onKeyDown} data-testid="dialog-overlay">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cx(styles.panel, styles[size], className)}
      >
        <div className={cx(styles.header, hideTitle && styles.headerBare)}>
          <h2 id={titleId} className={cx(styles.title, hideTitle && visuallyHiddenClassName)}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} onClick={() => onClose()} aria-label={closeLabel ?? t('close')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className={styles.description}>
            {description}
          </p>
        )}
        <div ref={bodyRef} className={styles.body}>
          {children}
        </div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>
  );
}
