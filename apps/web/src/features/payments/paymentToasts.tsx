// Toasts for the plans and payments screens (spec 8). The app-wide toaster is used when one
// is mounted above the routes; until then these routes mount their own (the kit's), so no
// success or error message of spec 8 is ever lost.
import { useCallback, type ReactNode } from 'react';
import { ToastProvider, Toaster, useToast, type ToastApi } from '@pt/ui';

function useMaybeToast(): ToastApi | null {
  try {
    return useToast();
  } catch {
    return null;
  }
}

/** Gives a payments route a toaster when the app has none. */
export function WithPaymentToasts({ children }: { children: ReactNode }) {
  const outer = useMaybeToast();
  if (outer) return <>{children}</>;
  return (
    <ToastProvider>
      {children}
      <Toaster />
    </ToastProvider>
  );
}

export interface Notify {
  success(title: string, description?: string): void;
  /** Spec 8: errors are destructive toasts; the title is 'Error' unless the message is the title. */
  error(message: string, title?: string): void;
}

/** Success and error toasts with the spec's titles. */
export function useNotify(): Notify {
  const toaster = useMaybeToast();
  const success = useCallback((title: string, description?: string) => {
    toaster?.toast({ title, ...(description ? { description } : {}), tone: 'success' });
  }, [toaster]);
  const error = useCallback((message: string, title?: string) => {
    toaster?.toast(title ? { title, description: message, tone: 'destructive' } : { title: message, tone: 'destructive' });
  }, [toaster]);
  return { success, error };
}
