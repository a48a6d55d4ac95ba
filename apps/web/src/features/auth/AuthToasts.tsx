import type { ReactNode } from 'react';
import { ToastProvider, Toaster } from '@pt/ui';
import { useOptionalToast } from './useOptionalToast';

/**
 * The account pages' toasts: the app's toaster when one is mounted above the routes
 * (so 'Welcome back!' outlives the redirect), otherwise a toaster of their own.
 */
export function AuthToasts({ children }: { children: ReactNode }) {
  const outer = useOptionalToast();
  if (outer) return <>{children}</>;
  return (
    <ToastProvider>
      {children}
      <Toaster />
    </ToastProvider>
  );
}
