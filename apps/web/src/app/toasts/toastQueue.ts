import type { ToastOptions } from '@pt/ui';

/** Toasts waiting for the toaster; once it connects it receives them in order, then every later one. */
export interface ToastQueue {
  push(toast: ToastOptions): void;
  /** Shows the pending toasts and every later one with `show`; returns the disconnect. */
  connect(show: (toast: ToastOptions) => void): () => void;
  readonly connected: boolean;
}

export function createToastQueue(): ToastQueue {
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
