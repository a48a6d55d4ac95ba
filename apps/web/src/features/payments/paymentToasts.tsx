// Toasts for the plans and payments screens (spec 8). The kit's toaster (Radix) is a sizeable
// chunk, so it is loaded on the first toast: messages wait in a small queue until the
// toaster (ToastHost) is mounted, then they show in order. Nothing is ever dropped.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ToastOptions } from '@pt/ui';

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** Toasts waiting for the host; the host connects its toaster and receives them in order. */
export interface ToastQueue {
  push(toast: ToastOptions): void;
  /** Shows the pending toasts and every later one with `show`; returns the disconnect. */
  connect(show: (toast: ToastOptions) => void): () => void;
  readonly connected: boolean;
}

function createToastQueue(): ToastQueue {
  const pending: ToastOptions[] = [];
  let show: ((toast: ToastOptions) => void) | null = null;
  return {
    push: (toast) => { if (show) show(toast); else pending.push(toast); },
    connect(next) {
      show = next;
      for (const t of pending.splice(0)) next(t);
      return () => { if (show === next) show = null; };
    },
    get connected() { return show !== null; },
  };
}

const QueueContext = createContext<((toast: ToastOptions) => void) | null>(null);

/** Gives a payments route its toaster, loaded on the first toast. */
export function WithPaymentToasts({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  const [hostWanted, setHostWanted] = useState(false);
  const push = useCallback((toast: ToastOptions) => {
    queue.push(toast);
    if (!queue.connected) setHostWanted(true);
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
