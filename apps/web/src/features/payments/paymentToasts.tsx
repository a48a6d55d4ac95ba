// Toasts for the plans and payments screens (spec 8). The kit's toaster (Radix) is a sizeable
// chunk, so it is loaded on the first toast: messages wait in a small queue until the
// toaster (ToastHost) is mounted, then they show in order. Nothing is ever dropped.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastOptions } from '@pt/ui';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** Toasts waiting for the host, and the host's drain when it is mounted. */
export interface ToastQueue {
  pending: ToastOptions[];
  drain: ((toast: ToastOptions) => void) | null;
}

const QueueContext = createContext<((toast: ToastOptions) => void) | null>(null);

/** Gives a payments route its toaster, loaded on the first toast. */
export function WithPaymentToasts({ children }: { children: ReactNode }) {
  const [queue] = useState<ToastQueue>(() => ({ pending: [], drain: null }));
  const [hostWanted, setHostWanted] = useState(false);
  const push = useCallback((toast: ToastOptions) => {
    if (queue.drain) queue.drain(toast);
    else {
      queue.pending.push(toast);
      setHostWanted(true);
    }
  }, [queue]);
  return (
    <QueueContext.Provider value={push}>
      {children}
      {hostWanted ? <Suspense fallback={null}><ToastHost queue={queue} /></Suspense> : null}
    </QueueContext.Provider>
  );
}

export interface Notify {
  success(title: string, description?: string): void;
  /** Spec 8: errors are destructive toasts (titled 'Error' with the message, or the message alone). */
  error(message: string, title?: string): void;
}

/** Success and error toasts with the spec's titles. */
export function useNotify(): Notify {
  const push = useContext(QueueContext);
  return useMemo(() => ({
    success: (title: string, description?: string) => push?.({ title, ...(description ? { description } : {}), tone: 'success' }),
    error: (message: string, title?: string) =>
      push?.(title ? { title, description: message, tone: 'destructive' } : { title: message, tone: 'destructive' }),
  }), [push]);
}
