import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useUiT } from '@wellness/shared/contract';
import { cx } from '../cx';
import { DismissButton } from './DismissButton';
import { ToneIcon, type Tone } from './icons';
import styles from './feedback.module.css';

export interface ToastOptions {
  tone?: Tone;
  /** Milliseconds before it goes; 0 keeps it until dismissed. Default 4000. */
  duration?: number;
  title?: string;
}

interface ToastEntry extends Required<Pick<ToastOptions, 'tone' | 'duration'>> {
  id: number;
  message: ReactNode;
  title?: string;
}

export interface ToastApi {
  show: (message: ReactNode, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

let warned = false;
const fallback: ToastApi = {
  show: () => {
    if (!warned && process.env.NODE_ENV !== 'production') console.warn('useToast() used outside <ToastProvider>; the toast is dropped.');
    warned = true;
    return -1;
  },
  dismiss: () => {},
};

/** Toasts for anything below; outside a provider it is a no-op rather than a crash, so a remote never breaks its page. */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? fallback;
}

function ToastItem({ toast, onDismiss }: { toast: ToastEntry; onDismiss: (id: number) => void }) {
  const [paused, setPaused] = useState(false);
  const { t } = useUiT();
  const remaining = useRef(toast.duration);
  const started = useRef(0);

  // The timer pauses while the pointer or focus is on the toast (WCAG 2.2.1).
  useEffect(() => {
    if (paused || toast.duration === 0) return;
    started.current = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started.current;
    };
  }, [paused, toast.id, toast.duration, onDismiss]);

  return (
    <div
      className={cx(styles.toast, styles[toast.tone])}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <span className={styles.icon}>
        <ToneIcon tone={toast.tone} />
      </span>
      <div className={styles.text}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <div className={styles.detail}>{toast.message}</div>
      </div>
      <DismissButton label={t('dismiss')} onClick={() => onDismiss(toast.id)} />
    </div>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const show = useCallback((message: ReactNode, { tone = 'info', duration = 4000, title }: ToastOptions = {}) => {
    const id = nextId.current++;
    setToasts((list) => [...list.slice(-3), { id, message, tone, duration, title }]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const { t } = useUiT();

  const polite = toasts.filter((t) => t.tone !== 'error');
  const urgent = toasts.filter((t) => t.tone === 'error');

  // The live regions are always in the DOM, so screen readers notice what is added to them.
  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.toaster}>
        <div role="status" aria-live="polite" aria-label={t('notifications')} className={styles.toastList}>
          {polite.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" aria-live="assertive" aria-label={t('alerts')} className={styles.toastList}>
          {urgent.map((t) => (
            <ToastItem key={t.id} toast={t} onDismiss={dismiss} />
          ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}
