import type { ReactNode } from 'react';
import { ToastProvider } from '@wellness/shared/ui';
import { useShellT } from '../messages';

/** The toaster, its own words (its regions, its dismiss button) in the page's language. */
export function ShellToasts({ children }: { children: ReactNode }) {
  const { t } = useShellT();
  return <ToastProvider labels={{ notifications: t('toast.notifications'), alerts: t('toast.alerts'), dismiss: t('toast.dismiss') }}>{children}</ToastProvider>;
}
